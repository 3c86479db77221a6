import { startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';

/** better-auth's own limit on sign-ups and sign-ins from one address, as deployed (ADR 0123): 3 per 10 s. */
const DEFAULT_SIGN_INS_PER_10S = '3';

let made = 0;
const signUpFrom = (testApp: TestApp, ip?: string) => {
  made += 1;
  const request = testApp.http().post('/api/auth/sign-up/email');
  if (ip) request.set('x-forwarded-for', ip);
  return request.send({
    name: 'Ada',
    email: `limited-${made}-${Date.now()}@example.com`,
    password: 'correct horse battery',
  });
};

describe.each(testDatabaseKinds())('better-auth’s own request limiter, on %s', (kind) => {
  const redis: Record<string, string> =
    kind === 'postgresql' && process.env.REDIS_URL
      ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `auth-limits-${process.pid}-${Date.now()}` }
      : {};

  it('is on under NODE_ENV=test, answers 429 in the api’s shape, and counts per address', async () => {
    const testApp = await startTestApp(kind, {
      env: { QUIZ_AUTH_SIGN_INS_PER_10S: DEFAULT_SIGN_INS_PER_10S, ...redis },
    });
    try {
      expect(testApp.config.env).toBe('test');
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await signUpFrom(testApp, '203.0.113.10')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await signUpFrom(testApp, '203.0.113.10');
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many requests/),
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await signUpFrom(testApp, '203.0.113.11')).status).toBe(200);
    } finally {
      await testApp.dispose();
    }
  });

  it('keys on the address the api resolved, not on an X-Forwarded-For it does not trust', async () => {
    const testApp = await startTestApp(kind, {
      env: { QUIZ_AUTH_SIGN_INS_PER_10S: DEFAULT_SIGN_INS_PER_10S, QUIZ_TRUST_PROXY: 'false', ...redis },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await signUpFrom(testApp, `203.0.113.${20 + i}`)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await testApp.dispose();
    }
  });

  if (kind === 'postgresql' && process.env.REDIS_URL) {
    it('counts together on two api nodes sharing Redis', async () => {
      const env = {
        QUIZ_AUTH_SIGN_INS_PER_10S: DEFAULT_SIGN_INS_PER_10S,
        ...redis,
        REDIS_PREFIX: `${redis.REDIS_PREFIX}-nodes`,
      };
      const first = await startTestApp(kind, { env });
      const second = await startTestApp(kind, { env, reuse: { databaseUrl: first.databaseUrl } });
      try {
        const statuses = [];
        for (const node of [first, second, first, second])
          statuses.push((await signUpFrom(node, '203.0.113.30')).status);
        expect(statuses).toEqual([200, 200, 200, 429]);
      } finally {
        await second.stop();
        await first.dispose();
      }
    });
  }
});
