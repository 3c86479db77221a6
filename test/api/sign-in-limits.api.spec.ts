import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';

// Solving proofs of work and starting whole apps takes longer on a busy machine than the default allows.

const PASSWORD = 'right horse battery';

/** With REDIS_URL set, the counters live in Redis under a prefix of this run's own. */
const redisEnv = (): Record<string, string> =>
  process.env.REDIS_URL
    ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `access-test-${process.pid}-${Date.now()}` }
    : {};

describe('repeated failed sign-ins', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp('pglite', {
      env: { QUIZ_SIGN_IN_FAILURES_PER_ACCOUNT: '3', QUIZ_SIGN_IN_FAILURES_PER_IP: '6', ...redisEnv() },
    });
  });
  afterAll(() => testApp.dispose());

  const signIn = (email: string, password: string, ip: string) =>
    testApp.http().post('/api/auth/sign-in/email').set('x-forwarded-for', ip).send({ email, password });

  it('slow down for one account, then get 429 with Retry-After, even with the right password', async () => {
    const { email } = await signUp(testApp, { password: PASSWORD });
    const timings: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      expect((await signIn(email, 'wrong password!', '192.0.2.1')).status).toBe(401);
      timings.push(performance.now() - started);
    }
    // The third attempt came after two failures and was held back.
    expect(timings[2]).toBeGreaterThanOrEqual(250);
    const limited = await signIn(email, PASSWORD, '192.0.2.2');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });
    expect(limited.body).not.toHaveProperty('token');
  });

  it('forget an account’s failures after it signs in successfully', async () => {
    const { email } = await signUp(testApp, { password: PASSWORD });
    for (let i = 0; i < 2; i++)
      expect((await signIn(email, 'wrong password!', '192.0.2.3')).status).toBe(401);
    expect((await signIn(email, PASSWORD, '192.0.2.3')).status).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await signIn(email, 'wrong password!', '192.0.2.4')).status).toBe(401);
    expect((await signIn(email, PASSWORD, '192.0.2.4')).status).toBe(200);
  });

  it('from one address across many accounts get 429 too', async () => {
    const accounts = await Promise.all([1, 2, 3, 4].map(() => signUp(testApp, { password: PASSWORD })));
    const ip = '198.51.100.77';
    for (const { email } of accounts.slice(0, 3)) {
      for (let i = 0; i < 2; i++) expect((await signIn(email, 'wrong password!', ip)).status).toBe(401);
    }
    const limited = await signIn(accounts[3]!.email, PASSWORD, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // The same account from another address is fine.
    expect((await signIn(accounts[3]!.email, PASSWORD, '198.51.100.78')).status).toBe(200);
  });
});
