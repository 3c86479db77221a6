import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeAltchaPayload, solvedAltchaPayload } from '../../apps/api/src/testing/access.js';
import { startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';

// Solving proofs of work and starting whole apps takes longer on a busy machine than the default allows.

/** The decoded ALTCHA payload, loosely typed: the tests change fields at will. */
interface Payload {
  challenge: {
    signature: string;
    parameters: { data?: object; expiresAt: number } & Record<string, unknown>;
  };
  solution: { counter: number; derivedKey: string };
}

const verifyBotCheck = (testApp: TestApp, token: string, action = 'guest_login', ip = '198.51.100.1') =>
  testApp.http().post('/api/verify-recaptcha').set('x-forwarded-for', ip).send({ token, action });
const guestSession = (testApp: TestApp, token: string) =>
  testApp.http().get('/api/guest/session').set('authorization', `Bearer ${token}`);

describe.each(testDatabaseKinds())('guests by proof of work (ALTCHA), on %s', (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp(kind, { env: { QUIZ_GUESTS_PER_IP_PER_HOUR: '100' } });
  });
  afterAll(() => testApp.dispose());

  it('tells the page to use the proof of work', async () => {
    const config = await testApp.http().get('/api/public-config');
    expect(config.body).toEqual({ botCheck: { provider: 'altcha', challengeUrl: '/api/guest/challenge' } });
  });

  it('turns a solved challenge into a guest token, once; the replay is refused', async () => {
    const { payload } = await solvedAltchaPayload(testApp);
    const first = await verifyBotCheck(testApp, payload);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, error: null, action: 'guest_login', score: null });
    expect((await guestSession(testApp, first.body.guestToken)).status).toBe(200);

    const replay = await verifyBotCheck(testApp, payload, 'guest_login', '198.51.100.2');
    expect(replay.status).toBe(403);
    expect(replay.body).toMatchObject({
      code: 'BOT_CHECK_FAILED',
      success: false,
      error: 'already-redeemed',
      action: 'guest_login',
      score: null,
    });
    expect(replay.body).not.toHaveProperty('guestToken');
  });

  it('refuses a replay on another api node sharing the database', async () => {
    if (kind !== 'postgresql') return; // one embedded database is open in one process only
    const { payload } = await solvedAltchaPayload(testApp);
    const otherNode = await startTestApp(kind, {
      reuse: { databaseUrl: (testApp as { databaseUrl?: string }).databaseUrl },
    });
    try {
      expect((await verifyBotCheck(testApp, payload)).status).toBe(200);
      expect((await verifyBotCheck(otherNode, payload)).body.error).toBe('already-redeemed');
    } finally {
      await otherNode.stop();
    }
  });

  it.each([
    [
      'a derived key that is not the solution',
      (p: Payload) => ({
        ...p,
        solution: {
          ...p.solution,
          derivedKey: p.solution.derivedKey.replace(/.$/, (c: string) => (c === '0' ? '1' : '0')),
        },
      }),
      'invalid-solution',
    ],
    [
      'a changed action in the signed data',
      (p: Payload) => ({
        ...p,
        challenge: { ...p.challenge, parameters: { ...p.challenge.parameters, data: { action: 'other' } } },
      }),
      'action-mismatch',
    ],
    [
      'a later expiry than was signed',
      (p: Payload) => ({
        ...p,
        challenge: {
          ...p.challenge,
          parameters: { ...p.challenge.parameters, expiresAt: p.challenge.parameters.expiresAt + 3600 },
        },
      }),
      'invalid-signature',
    ],
  ])('refuses a tampered payload: %s', async (_case, tamper, error) => {
    const { payload } = await solvedAltchaPayload(testApp);
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Payload;
    const tampered = tamper(decoded);
    const response = await verifyBotCheck(
      testApp,
      encodeAltchaPayload(tampered.challenge, tampered.solution),
    );
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ success: false, error });
    // The honest payload still works afterwards: a refusal redeems nothing.
    expect((await verifyBotCheck(testApp, payload)).status).toBe(200);
  });

  it('refuses a solution sent for another action, and garbage', async () => {
    const { payload } = await solvedAltchaPayload(testApp);
    const wrongAction = await verifyBotCheck(testApp, payload, 'login');
    expect(wrongAction.body).toMatchObject({ success: false, error: 'action-mismatch', action: 'login' });
    const garbage = await verifyBotCheck(testApp, 'bm90IGpzb24=');
    expect(garbage.body).toMatchObject({ success: false, error: 'malformed-payload' });
    expect((await testApp.http().post('/api/verify-recaptcha').send({ token: '' })).status).toBe(400);
  });
});

describe('guest creation is rate limited per address', () => {
  it('answers 429 with Retry-After once an address has asked too often', async () => {
    const testApp = await startTestApp('pglite', { env: { QUIZ_GUESTS_PER_IP_PER_HOUR: '2' } });
    try {
      for (let i = 0; i < 2; i++) {
        const { payload } = await solvedAltchaPayload(testApp);
        expect((await verifyBotCheck(testApp, payload, 'guest_login', '203.0.113.9')).status).toBe(200);
      }
      const { payload } = await solvedAltchaPayload(testApp);
      const limited = await verifyBotCheck(testApp, payload, 'guest_login', '203.0.113.9');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.body).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/Too many guest sessions/),
      });
      // Another address is unaffected, and the refused solution was not spent.
      expect((await verifyBotCheck(testApp, payload, 'guest_login', '203.0.113.10')).status).toBe(200);
    } finally {
      await testApp.dispose();
    }
  });
});

describe('the client address behind no trusted proxy', () => {
  it('ignores X-Forwarded-For, so a client cannot pick a fresh address to walk around the limit', async () => {
    const testApp = await startTestApp('pglite', {
      env: { QUIZ_GUESTS_PER_IP_PER_HOUR: '1', QUIZ_TRUST_PROXY: 'false' },
    });
    try {
      const first = await solvedAltchaPayload(testApp);
      expect((await verifyBotCheck(testApp, first.payload, 'guest_login', '203.0.113.21')).status).toBe(200);
      const second = await solvedAltchaPayload(testApp);
      const limited = await verifyBotCheck(testApp, second.payload, 'guest_login', '203.0.113.22');
      expect(limited.status).toBe(429);
    } finally {
      await testApp.dispose();
    }
  });
});

/** A local stand-in for https://www.google.com/recaptcha/api/siteverify speaking its wire format. */
function fakeSiteverify(secret: string) {
  const received: URLSearchParams[] = [];
  const answers: Record<string, object> = {
    good: {
      success: true,
      score: 0.9,
      action: 'guest_login',
      challenge_ts: '2026-11-21T10:00:00Z',
      hostname: 'localhost',
    },
    borderline: { success: true, score: 0.5, action: 'guest_login', hostname: 'localhost' },
    'low-score': { success: true, score: 0.2, action: 'guest_login', hostname: 'localhost' },
    'other-action': { success: true, score: 0.9, action: 'login', hostname: 'localhost' },
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const ok =
        request.method === 'POST' &&
        request.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
      const answer =
        !ok || form.get('secret') !== secret
          ? { success: false, 'error-codes': ['invalid-input-secret'] }
          : (answers[form.get('response') ?? ''] ?? {
              success: false,
              'error-codes': ['invalid-input-response'],
            });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });
  return { server, received };
}

describe('guests by reCAPTCHA v3 when RECAPTCHA_SECRET is set', () => {
  const secret = 'test-recaptcha-secret';
  const fake = fakeSiteverify(secret);
  let testApp: TestApp;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    testApp = await startTestApp('pglite', {
      env: {
        RECAPTCHA_SECRET: secret,
        RECAPTCHA_SITE_KEY: 'test-site-key',
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
      },
    });
  });
  afterAll(async () => {
    await testApp.dispose();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  it('gives the page the site key, and no proof-of-work challenge', async () => {
    expect((await testApp.http().get('/api/public-config')).body).toEqual({
      botCheck: { provider: 'recaptcha', siteKey: 'test-site-key' },
    });
    expect((await testApp.http().get('/api/guest/challenge')).status).toBe(404);
  });

  it('admits a good score for guest_login, sending Google the secret, token and address', async () => {
    const response = await verifyBotCheck(testApp, 'good', 'guest_login', '192.0.2.44');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, error: null, action: 'guest_login', score: 0.9 });
    expect((await guestSession(testApp, response.body.guestToken)).status).toBe(200);
    const sent = fake.received.at(-1)!;
    expect([sent.get('secret'), sent.get('response'), sent.get('remoteip')]).toEqual([
      secret,
      'good',
      '192.0.2.44',
    ]);
  });

  it('admits a score exactly at the default threshold of 0.5', async () => {
    expect((await verifyBotCheck(testApp, 'borderline')).body).toMatchObject({ success: true, score: 0.5 });
  });

  it('refuses a score below the threshold, with the score', async () => {
    const response = await verifyBotCheck(testApp, 'low-score');
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({
      success: false,
      error: 'score-too-low',
      action: 'guest_login',
      score: 0.2,
    });
  });

  it('refuses a token made for another action', async () => {
    const response = await verifyBotCheck(testApp, 'other-action');
    expect(response.body).toMatchObject({
      success: false,
      error: 'action-mismatch',
      action: 'login',
      score: 0.9,
    });
  });

  it('refuses a request for another action even when Google says guest_login', async () => {
    const response = await verifyBotCheck(testApp, 'good', 'sign_up');
    expect(response.body).toMatchObject({ success: false, error: 'action-mismatch' });
  });

  it("passes Google's own refusal on, and refuses a token already redeemed", async () => {
    const refused = await verifyBotCheck(testApp, 'unknown-token');
    expect(refused.body).toMatchObject({
      success: false,
      error: 'invalid-input-response',
      action: null,
      score: null,
    });
    const replay = await verifyBotCheck(testApp, 'good');
    expect(replay.body).toMatchObject({ success: false, error: 'already-redeemed' });
  });
});
