import { jest } from '@jest/globals';
import { apiErrorSchema } from '@quiz/contracts';
import { DataSource } from 'typeorm';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { waitForRoles } from '../../apps/api/src/testing/access.js';

const ADMIN = 'hostile-admin@example.com';
const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';
const base64url = (text: string) => Buffer.from(text).toString('base64url');
/** `[[[…]]]` nested `depth` levels, as raw JSON text (JSON.stringify of such a value would overflow first). */
const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObjectJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/**
 * Each request the Integrity issue (item 4) saw answered 500. Every one must get a 4xx in the api's error
 * shape, with nothing of Fastify or PostgreSQL in it, and must leave the api working.
 */
describe.each(testDatabaseKinds())('hostile input gets a 4xx, never a 5xx, on %s', (kind) => {
  let testApp: TestApp;
  let player: { token: string; userId: string };
  let admin: { token: string; userId: string };

  beforeAll(async () => {
    testApp = await startTestApp(kind, { env: { ADMIN_EMAILS: ADMIN } });
    player = await signUp(testApp);
    admin = await signUp(testApp, { email: ADMIN });
    await waitForRoles(testApp, admin.token, (roles) => roles.includes('admin'));
  });
  afterAll(() => testApp.dispose());

  const as = (token: string | undefined, method: 'get' | 'post' | 'patch', path: string) => {
    const call = testApp.http()[method](path).set('origin', testApp.config.publicUrl);
    return token ? call.set('authorization', `Bearer ${token}`) : call;
  };

  function expectRefused(response: { status: number; body: unknown; text: string }, status?: number) {
    expect({ status: response.status, body: response.body }).toEqual({
      status: status ?? expect.any(Number),
      body: expect.anything(),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(apiErrorSchema.safeParse(response.body).error).toBeUndefined();
    expect(response.text).not.toMatch(
      /FST_|ERR_|invalid byte sequence|unsupported Unicode|\bat .+\(.+:\d+:\d+\)/,
    );
  }

  describe.each([
    ['a NUL byte', NUL],
    ['a lone surrogate', LONE_SURROGATE],
  ])('%s', (_name, bad) => {
    it('in a display name', async () => {
      expectRefused(await as(player.token, 'patch', '/api/user/me').send({ displayName: `Ada${bad}` }), 400);
    });

    it('in the token of verify-token', async () => {
      expectRefused(await as(undefined, 'post', '/api/user/verify-token').send({ token: `x${bad}` }), 400);
    });

    it('in the token of reset-password (a better-auth route)', async () => {
      const response = await as(undefined, 'post', '/api/auth/reset-password').send({
        token: `x${bad}`,
        newPassword: 'correct horse battery staple',
      });
      expectRefused(response, 400);
    });

    it('in a topic of POST /api/questions', async () => {
      expectRefused(await as(player.token, 'post', '/api/questions').send({ topic: `Space${bad}` }), 400);
    });

    it('in an object key of a body', async () => {
      expectRefused(
        await as(player.token, 'patch', '/api/user/me').send({ [`displayName${bad}`]: 'Ada' }),
        400,
      );
    });
  });

  it.each([
    ['topic of the history', '/api/answers/user-answers?topic=Space%00', 'player'],
    ['subtopic of the history', '/api/answers/user-answers?subtopic=Moon%00', 'player'],
    ['search of the history', '/api/answers/user-answers?q=moon%00', 'player'],
    ['topic of the leaderboard', '/api/streaks/leaderboard?topic=Space%00', 'player'],
    ['version of the terms audit', '/api/terms/acceptances?version=v1%00', 'admin'],
    ['version of the pending users', '/api/terms/pending?version=v1%00', 'admin'],
    ['version of the CSV export', '/api/terms/acceptances/export?version=%00', 'admin'],
    ['uid of the stats answers', '/api/answers/user-answers/%00', 'admin'],
    ['uid of the stats answers, a lone surrogate', '/api/answers/user-answers/%ED%A0%80', 'admin'],
  ])('a NUL byte or bad UTF-8 in the %s', async (_name, path, who) => {
    expectRefused(await as(who === 'admin' ? admin.token : player.token, 'get', path), 400);
  });

  it.each([
    ['a date that does not exist', 'desc|2026-13-45T99:99:99.000000Z|1|1'],
    ['February 30th', 'desc|2026-02-30T10:00:00.000000Z|1|1'],
    ['a 23-digit transaction id', 'desc|2026-01-01T10:00:00.000000Z|99999999999999999999999|1'],
    ['a 23-digit position', 'desc|2026-01-01T10:00:00.000000Z|1|-99999999999999999999999'],
  ])('a history cursor with %s', async (_name, cursor) => {
    const response = await as(player.token, 'get', `/api/answers/user-answers?cursor=${base64url(cursor)}`);
    expectRefused(response, 400);
    expect(response.body.code).toBe('INVALID_CURSOR');
  });

  it.each([
    ['listing', '/api/terms/acceptances', base64url('99999999999999999999999/1')],
    ['listing', '/api/terms/acceptances', base64url('1/99999999999999999999999')],
    ['pending users', '/api/terms/pending', base64url(JSON.stringify(['2026-02-30T00:00:00.000Z', 'u']))],
    ['pending users', '/api/terms/pending', base64url(JSON.stringify(['+275760-09-13T00:00:00.000Z', 'u']))],
    ['pending users', '/api/terms/pending', base64url(JSON.stringify(['2026-01-01T00:00:00.000Z', NUL]))],
  ])('a crafted cursor of the terms %s', async (_name, path, cursor) => {
    const response = await as(admin.token, 'get', `${path}?cursor=${cursor}`);
    expectRefused(response, 400);
    expect(response.body.code).toBe('INVALID_CURSOR');
  });

  it.each([
    ['sign-in', '/api/auth/sign-in/email', deepJson(20_000)],
    ['sign-up', '/api/auth/sign-up/email', deepJson(20_000)],
    ['sign-up, objects in objects', '/api/auth/sign-up/email', deepObjectJson(10_000)],
    ['reset-password', '/api/auth/reset-password', deepJson(20_000)],
    ['the profile', '/api/user/me', deepJson(20_000)],
  ])('JSON 20,000 levels deep to %s', async (_name, path, json) => {
    const method = path === '/api/user/me' ? 'patch' : 'post';
    const response = await as(player.token, method, path).set('content-type', 'application/json').send(json);
    expectRefused(response, 400);
  });

  it('a redirect target better-auth cannot parse (it answered 500)', async () => {
    const response = await as(undefined, 'get', '/api/auth/verify-email?token=x&callbackURL=done');
    expectRefused(response, 400);
    expect(response.body.code).toBe('INVALID_REDIRECT_URL');
  });

  it('an OAuth callback POST too large to become a redirect (its Location overflowed every client)', async () => {
    const response = await as(undefined, 'post', '/api/auth/callback/local?state=s')
      .set('content-type', 'application/json')
      .send({ code: 'x'.repeat(20_000) });
    expectRefused(response, 413);
    expect(response.body.code).toBe('CALLBACK_TOO_LARGE');
    // An ordinary form_post callback still becomes a redirect.
    const ordinary = await as(undefined, 'post', '/api/auth/callback/local?state=s')
      .set('content-type', 'application/json')
      .send({ code: 'x'.repeat(2_000) });
    expect(ordinary.status).toBe(302);
  });

  it('prototype keys in a body', async () => {
    for (const json of [
      '{"__proto__":{"roles":["admin"]}}',
      '{"constructor":{"prototype":{"roles":["admin"]}}}',
    ]) {
      const response = await as(player.token, 'patch', '/api/user/me')
        .set('content-type', 'application/json')
        .send(json);
      expectRefused(response, 400);
    }
  });

  it.each([
    ['an address too long for Node (431)', `/api/streaks/leaderboard?topic=${'x'.repeat(20_000)}`, 431],
    ['a path parameter longer than Fastify takes (414)', `/api/answers/user-answers/${'x'.repeat(150)}`, 414],
    ['a malformed percent-encoding in the path', '/api/answers/user-answers/%E0%A4%A', 400],
  ])('%s', async (_name, path, status) => {
    expectRefused(await as(player.token, 'get', path), status);
  });

  it('better-auth’s own refusals carry the api’s statusCode beside their code', async () => {
    const response = await as(undefined, 'post', '/api/auth/sign-in/email')
      .set('x-forwarded-for', '203.0.113.41')
      .send({ email: 'nobody@example.com', password: 'not the password' });
    expectRefused(response, 401);
    expect(response.body).toMatchObject({ statusCode: 401, code: 'INVALID_EMAIL_OR_PASSWORD' });
  });

  it('a CSV export whose query fails answers a 500 in the api’s shape, not Fastify’s internals', async () => {
    const query = jest
      .spyOn(testApp.app.get(DataSource), 'query')
      .mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
    try {
      const response = await as(admin.token, 'get', '/api/terms/acceptances/export');
      expect(response.status).toBe(500);
      expect(response.body).toEqual({
        statusCode: 500,
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again.',
      });
    } finally {
      query.mockRestore();
    }
  });

  it('still works afterwards: health and a question batch', async () => {
    expect((await testApp.http().get('/api/health')).status).toBe(200);
    const batch = await as(player.token, 'post', '/api/questions').send({ topic: 'Space', batchSize: 2 });
    expect(batch.status).toBe(200);
    expect(batch.body.questions).toHaveLength(2);
  });
});
