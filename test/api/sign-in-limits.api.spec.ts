import type { Response } from 'supertest';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';

const PASSWORD = 'right horse battery';
const WRONG = 'wrong password!';
/** Per account and address (QUIZ_SIGN_IN_FAILURES_PER_ACCOUNT) and per address (…_PER_IP) in this suite. */
const PER_ACCOUNT_AND_ADDRESS = 3;
const PER_ADDRESS = 6;

/** In server mode the counters live in Redis (when REDIS_URL is set), under a prefix of this run's own. */
const redisEnv = (kind: string): Record<string, string> =>
  kind === 'postgresql' && process.env.REDIS_URL
    ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `sign-in-limits-${process.pid}-${Date.now()}` }
    : {};

let addresses = 0;
/** A documentation address (RFC 5737) no other test in this suite has used. */
const freshAddress = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

const count = (responses: Response[], status: number) => responses.filter((r) => r.status === status).length;

describe.each(testDatabaseKinds())('sign-in limits, on %s', (kind) => {
  let testApp: TestApp & { databaseUrl?: string };
  const env = {
    QUIZ_SIGN_IN_FAILURES_PER_ACCOUNT: String(PER_ACCOUNT_AND_ADDRESS),
    QUIZ_SIGN_IN_FAILURES_PER_IP: String(PER_ADDRESS),
    ...redisEnv(kind),
  };

  beforeAll(async () => {
    testApp = await startTestApp(kind, { env });
  });
  afterAll(() => testApp.dispose());

  const signIn = (
    email: string,
    password: string,
    ip: string,
    path = '/api/auth/sign-in/email',
    app = testApp,
  ) => app.http().post(path).set('x-forwarded-for', ip).send({ email, password });

  it('slow down one account from one address, then refuse that address with 429, even with the right password', async () => {
    const { email } = await signUp(testApp, { password: PASSWORD });
    const ip = freshAddress();
    const timings: number[] = [];
    for (let i = 0; i < PER_ACCOUNT_AND_ADDRESS; i++) {
      const started = performance.now();
      expect((await signIn(email, WRONG, ip)).status).toBe(401);
      timings.push(performance.now() - started);
    }
    // The third attempt came after two failures and was held back.
    expect(timings[2]).toBeGreaterThanOrEqual(250);
    const limited = await signIn(email, PASSWORD, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });
    expect(limited.body).not.toHaveProperty('token');
  });

  it('forget an account’s failures at an address once it signs in there', async () => {
    const { email } = await signUp(testApp, { password: PASSWORD });
    const ip = freshAddress();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < PER_ACCOUNT_AND_ADDRESS - 1; i++)
        expect((await signIn(email, WRONG, ip)).status).toBe(401);
      expect((await signIn(email, PASSWORD, ip)).status).toBe(200);
    }
  });

  it('from one address across many accounts get 429 too', async () => {
    const accounts = await Promise.all([1, 2, 3, 4].map(() => signUp(testApp, { password: PASSWORD })));
    const ip = freshAddress();
    for (const { email } of accounts.slice(0, 3)) {
      for (let i = 0; i < 2; i++) expect((await signIn(email, WRONG, ip)).status).toBe(401);
    }
    const limited = await signIn(accounts[3]!.email, PASSWORD, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // The same account from another address is fine.
    expect((await signIn(accounts[3]!.email, PASSWORD, freshAddress())).status).toBe(200);
  });

  /**
   * Spellings of the sign-in path that better-auth routes to its sign-in endpoint (URL parsing resolves dot
   * segments, their percent-encoded forms and backslashes; the query and fragment are not the path). Each is
   * counted exactly as the plain path is.
   */
  const ROUTED = [
    '/api/auth/sign-in/email',
    '/api/auth/./sign-in/email',
    '/api/auth/sign-in/./email',
    '/api/auth/%2e/sign-in/email',
    '/api/auth/%2E/sign-in/email',
    '/api/auth/sign-in/../sign-in/email',
    '/api/auth/sign-in/%2e%2e/sign-in/email',
    '/api/auth/sign-in/.%2E/sign-in/email',
    '/api/auth/x/../sign-in/email',
    '/api/auth/sign-in\\email',
    '/api/auth/sign-in/email?x=1',
    '/api/auth/sign-in/email?',
    '/api/auth/sign-in/email#x',
  ];
  /** Spellings that reach no endpoint at all: double or trailing slashes, case, encoded slashes, parameters. */
  const UNROUTED = [
    '/api/auth/sign-in/email/.',
    '/api/auth//sign-in/email',
    '/api/auth/sign-in//email',
    '/api/auth/sign-in/email/',
    '/api/auth/sign-in/email//',
    '/api/auth/SIGN-IN/email',
    '/api/auth/sign-in/Email',
    '/api/auth/sign-in%2Femail',
    '/api/auth/sign-in%2femail',
    '/api/auth/sign-in/%65mail',
    '/api/auth/sign-in/email;jsessionid=1',
    '/api/auth/sign-in/email%20',
    '/api/./auth/sign-in/email',
  ];

  it.each(ROUTED)(
    'count wrong passwords sent to %s as the plain path does, and then refuse the right one',
    async (path) => {
      const { email } = await signUp(testApp, { password: PASSWORD });
      const ip = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < PER_ACCOUNT_AND_ADDRESS + 2; i++)
        statuses.push((await signIn(email, WRONG, ip, path)).status);
      expect(statuses).toEqual([...Array(PER_ACCOUNT_AND_ADDRESS).fill(401), 429, 429]);
      expect((await signIn(email, PASSWORD, ip, path)).status).toBe(429);
      // One count, whichever spelling: the plain path is refused too.
      expect((await signIn(email, PASSWORD, ip)).status).toBe(429);
    },
  );

  it.each(UNROUTED)('check no password sent to %s', async (path) => {
    const { email } = await signUp(testApp, { password: PASSWORD });
    const ip = freshAddress();
    for (let i = 0; i < PER_ACCOUNT_AND_ADDRESS + 2; i++)
      expect((await signIn(email, WRONG, ip, path)).status).toBe(404);
    expect((await signIn(email, PASSWORD, ip, path)).status).toBe(404);
    // Nothing was counted against the account: its owner signs in at once.
    expect((await signIn(email, PASSWORD, ip)).status).toBe(200);
  });

  it('let no more than the limit through when 100 attempts arrive at once, the right password last', async () => {
    const { email } = await signUp(testApp, { password: PASSWORD });
    const ip = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signIn(email, i === 99 ? PASSWORD : WRONG, ip)),
    );
    expect(count(responses, 401) + count(responses, 200)).toBeLessThanOrEqual(PER_ACCOUNT_AND_ADDRESS);
    expect(count(responses, 429)).toBeGreaterThanOrEqual(100 - PER_ACCOUNT_AND_ADDRESS);
    expect(count(responses, 401) + count(responses, 200) + count(responses, 429)).toBe(100);
  });

  it('let no more than the address limit through when 100 accounts are tried at once from one address', async () => {
    const ip = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signIn(`nobody-${i}-${Date.now()}@example.com`, WRONG, ip)),
    );
    expect(count(responses, 401)).toBeLessThanOrEqual(PER_ADDRESS);
    expect(count(responses, 429)).toBeGreaterThanOrEqual(100 - PER_ADDRESS);
  });

  it('stop a stranger hammering an account from many addresses, while its owner still signs in', async () => {
    const { email } = await signUp(testApp, { password: PASSWORD });
    const strangers = [freshAddress(), freshAddress(), freshAddress()];
    const hammering = await Promise.all(
      strangers.flatMap((ip) => Array.from({ length: 10 }, () => signIn(email, WRONG, ip))),
    );
    expect(count(hammering, 401)).toBeLessThanOrEqual(PER_ACCOUNT_AND_ADDRESS * strangers.length);
    // Each stranger is stopped, even when it guesses right at last.
    for (const ip of strangers) expect((await signIn(email, PASSWORD, ip)).status).toBe(429);
    // The owner, from home, is slowed down by what the strangers did, but let in.
    const started = performance.now();
    const owner = await signIn(email, PASSWORD, freshAddress());
    expect(owner.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    expect(owner.body.token).toEqual(expect.any(String));
  });

  if (kind === 'postgresql' && process.env.REDIS_URL) {
    it('count together on two api nodes sharing Redis', async () => {
      const second = await startTestApp(kind, { env, reuse: { databaseUrl: testApp.databaseUrl } });
      try {
        const { email } = await signUp(testApp, { password: PASSWORD });
        const ip = freshAddress();
        const responses = await Promise.all(
          Array.from({ length: 40 }, (_, i) => signIn(email, WRONG, ip, undefined, i % 2 ? second : testApp)),
        );
        expect(count(responses, 401)).toBeLessThanOrEqual(PER_ACCOUNT_AND_ADDRESS);
        expect((await signIn(email, PASSWORD, ip, undefined, second)).status).toBe(429);
      } finally {
        await second.stop();
      }
    });
  }
});
