import { randomUUID } from 'node:crypto';
import type { EventStore } from '../../apps/api/src/infra/event-store/event-store.port.js';
import { EVENT_STORE } from '../../apps/api/src/infra/tokens.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { waitUntil } from '../../apps/api/src/testing/wait-until.js';
import { projectionsSettled } from '../../apps/api/src/testing/projections-settled.js';

const ADMIN = 'auditor@example.com';
const now = () => new Date().toISOString();

describe.each(testDatabaseKinds())('accepting the terms, end to end, on %s', (kind) => {
  let testApp: TestApp & { dataDir: string; databaseUrl?: string };
  let events: EventStore;
  let admin: { token: string };

  beforeAll(async () => {
    testApp = await startTestApp(kind, { env: { ADMIN_EMAILS: ADMIN } });
    events = testApp.app.get(EVENT_STORE);
    admin = await signUp(testApp, { email: ADMIN, name: 'Auditor' });
  });
  afterAll(async () => {
    await testApp.dispose();
  });

  const accept = (token: string, body: object, headers: Record<string, string> = {}) =>
    testApp
      .http()
      .post('/api/user/accept-terms')
      .set('authorization', `Bearer ${token}`)
      .set(headers)
      .send(body);
  const termsEvents = async (userId: string) =>
    (await events.readStream(`terms-${userId}`)).map((e) => e.type);
  const listAcceptances = (query = '') =>
    testApp.http().get(`/api/terms/acceptances${query}`).set('authorization', `Bearer ${admin.token}`);

  it('records UserRegistered in the new account’s stream on sign-up', async () => {
    const player = await signUp(testApp, { name: '  Grace  ' });
    const stream = await events.readStream(`user-${player.userId}`);
    expect(stream.map((e) => [e.type, e.data.displayName, e.data.email])).toEqual([
      ['UserRegistered', 'Grace', player.email],
    ]);
  });

  it('records TermsAccepted once, projects it, and treats a second acceptance as a no-op', async () => {
    const player = await signUp(testApp);
    const acceptedAt = now();
    const first = await accept(player.token, { acceptedAt, version: 'v1' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ version: 'v1', recorded: true });

    const again = await accept(player.token, { acceptedAt: now(), version: 'v1' });
    expect(again.body).toEqual({ version: 'v1', recorded: false });
    expect(await termsEvents(player.userId)).toEqual(['TermsAccepted']);

    // The e-mail comes from the user directory, a separate projection that may catch up later than this one.
    const listed = await waitUntil(async () => {
      const page = await listAcceptances('?version=v1&limit=200');
      const item = page.body.items.find((each: { userId: string }) => each.userId === player.userId);
      return item?.email ? item : undefined;
    }, 15_000);
    expect(listed).toMatchObject({ email: player.email, version: 'v1', acceptedAt });
    expect(listed.eventPosition).toMatch(/^\d+\/\d+$/);
  });

  it('records a request retried with the same Idempotency-Key once', async () => {
    const player = await signUp(testApp);
    const key = randomUUID();
    const body = { acceptedAt: now(), version: 'v1' };
    const responses = await Promise.all([
      accept(player.token, body, { 'idempotency-key': key }),
      accept(player.token, body, { 'idempotency-key': key }),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    expect(responses.filter((r) => r.body.recorded)).toHaveLength(1);
    expect(await termsEvents(player.userId)).toEqual(['TermsAccepted']);
  });

  it.each([
    ['a missing acceptedAt', { version: 'v1' }, 'VALIDATION_FAILED', /acceptedAt/],
    [
      'a malformed acceptedAt',
      { acceptedAt: 'last tuesday', version: 'v1' },
      'VALIDATION_FAILED',
      /ISO date-time/,
    ],
    [
      'an unknown field',
      { acceptedAt: '2026-11-21T10:00:00Z', version: 'v1', admin: true },
      'VALIDATION_FAILED',
      /Unknown field/,
    ],
    [
      'an unpublished version',
      { acceptedAt: '2026-11-21T10:00:00Z', version: 'v2' },
      'TERMS.UNKNOWN_VERSION',
      /Unknown terms version/,
    ],
    [
      'a time in the future',
      { acceptedAt: '2999-01-01T00:00:00Z', version: 'v1' },
      'TERMS.ACCEPTED_IN_FUTURE',
      /future/,
    ],
  ])('refuses %s with a 400 and records nothing', async (_case, body, code, message) => {
    const player = await signUp(testApp);
    const response = await accept(player.token, body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(code);
    expect(response.body.message).toMatch(message);
    expect(await termsEvents(player.userId)).toEqual([]);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const player = await signUp(testApp);
    const response = await accept(
      player.token,
      { acceptedAt: now(), version: 'v1' },
      { 'idempotency-key': 'again' },
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('INVALID_IDEMPOTENCY_KEY');
    expect(await termsEvents(player.userId)).toEqual([]);
  });

  it('answers 401 to a missing, forged or signed-out token', async () => {
    const body = { acceptedAt: now(), version: 'v1' };
    expect((await testApp.http().post('/api/user/accept-terms').send(body)).status).toBe(401);
    expect((await accept('forged-token', body)).status).toBe(401);
    const player = await signUp(testApp);
    const signOut = await testApp
      .http()
      .post('/api/auth/sign-out')
      .set('authorization', `Bearer ${player.token}`)
      .send({});
    expect(signOut.status).toBe(200);
    const afterSignOut = await accept(player.token, body);
    expect(afterSignOut.status).toBe(401);
    expect(afterSignOut.body).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Not authenticated' });
    expect(await termsEvents(player.userId)).toEqual([]);
  });

  it('signs in with the password and refuses a wrong one', async () => {
    const player = await signUp(testApp, { password: 'open sesame 42' });
    const wrong = await testApp
      .http()
      .post('/api/auth/sign-in/email')
      .send({ email: player.email, password: 'open sesame 43' });
    expect(wrong.status).toBe(401);
    const right = await testApp
      .http()
      .post('/api/auth/sign-in/email')
      .send({ email: player.email, password: 'open sesame 42' });
    expect(right.status).toBe(200);
    expect((await accept(right.body.token, { acceptedAt: now(), version: 'v1' })).body.recorded).toBe(true);
  });

  it('never stores or logs a password in clear', async () => {
    const password = `unique-${randomUUID()}`;
    await signUp(testApp, { password });
    const rows: { password: string }[] = await testApp.app
      .get((await import('typeorm')).DataSource)
      .query(`SELECT password FROM account WHERE password IS NOT NULL`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => !row.password.includes(password))).toBe(true);
    const logged = (await events.readAll({ maxCount: 10_000 })).map((e) => JSON.stringify(e.data)).join('\n');
    expect(logged).not.toContain(password);
  });

  it('lets only administrators list acceptances, paged by log position', async () => {
    const player = await signUp(testApp);
    const denied = await testApp
      .http()
      .get('/api/terms/acceptances')
      .set('authorization', `Bearer ${player.token}`);
    expect(denied.status).toBe(403);

    for (let i = 0; i < 3; i++)
      await accept((await signUp(testApp)).token, { acceptedAt: now(), version: 'v1' });
    await projectionsSettled(testApp.app);
    const all = (await listAcceptances('?limit=200')).body.items;
    const pages: unknown[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { items: unknown[]; nextCursor: string | null } } = await listAcceptances(
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      pages.push(...page.body.items);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(pages).toEqual(all);
    expect((await listAcceptances('?version=v0')).body.items).toEqual([]);
    expect((await listAcceptances('?limit=0')).status).toBe(400);
    expect((await listAcceptances('?cursor=bm9wZQ')).status).toBe(400);
  });

  it('rebuilds the acceptances table from position 0 to exactly the same rows', async () => {
    await accept((await signUp(testApp)).token, { acceptedAt: now(), version: 'v1' });
    const runner = await projectionsSettled(testApp.app);
    const before = (await listAcceptances('?limit=200')).body.items;
    expect(before.length).toBeGreaterThan(0);
    const replayed = await runner.rebuild('terms_acceptances');
    expect(replayed).toBeGreaterThan(0);
    expect((await listAcceptances('?limit=200')).body.items).toEqual(before);
  });
});

describe('a restart of the embedded mode', () => {
  it('keeps accounts, events and read models', async () => {
    const first = await startTestApp('pglite', { env: { ADMIN_EMAILS: ADMIN } });
    try {
      const admin = await signUp(first, { email: ADMIN, password: 'audit all the things' });
      await first
        .http()
        .post('/api/user/accept-terms')
        .set('authorization', `Bearer ${admin.token}`)
        .send({ acceptedAt: now(), version: 'v1' });
      await first.stop();

      const second = await startTestApp('pglite', {
        env: { ADMIN_EMAILS: ADMIN },
        reuse: { dataDir: first.dataDir },
      });
      try {
        const signIn = await second
          .http()
          .post('/api/auth/sign-in/email')
          .send({ email: ADMIN, password: 'audit all the things' });
        expect(signIn.status).toBe(200);
        const again = await second
          .http()
          .post('/api/user/accept-terms')
          .set('authorization', `Bearer ${signIn.body.token}`)
          .send({ acceptedAt: now(), version: 'v1' });
        expect(again.body.recorded).toBe(false);
        const listed = await waitUntil(async () => {
          const page = await second
            .http()
            .get('/api/terms/acceptances')
            .set('authorization', `Bearer ${signIn.body.token}`);
          return page.body.items.length === 1 && page.body.items;
        });
        expect(listed[0]).toMatchObject({ email: ADMIN, version: 'v1' });
      } finally {
        await second.stop();
      }
    } finally {
      await first.dispose();
    }
  });
});
