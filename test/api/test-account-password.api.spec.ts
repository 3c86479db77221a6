import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { waitUntil } from '../../apps/api/src/testing/wait-until.js';

describe.each(testDatabaseKinds())('test-account passwords at sign-up, on %s', (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp(kind, { env: { QUIZ_INTERNAL_EMAIL_DOMAIN: 'staff.example' } });
  });
  afterAll(async () => {
    await testApp.dispose();
  });

  let n = 0;
  const signUp = (email: string, password: string) =>
    testApp.http().post('/api/auth/sign-up/email').send({ name: 'Tester', email, password });
  const nonce = () => `${Date.now().toString(36)}${(n += 1)}`;
  const unique = (pattern: string, id = nonce()) => pattern.replace('#', id);
  const accountsWith = async (email: string) =>
    (
      await testApp.app
        .get(DataSource)
        .query(`SELECT count(*)::int AS count FROM "user" WHERE email = $1`, [email.toLowerCase()])
    )[0].count as number;

  it.each([
    ['too short', 'Short-Pw-1', 'be at least 12 characters long'],
    ['with a space', 'Violet Harbor-93', 'contain no spaces'],
    [
      'with two character classes',
      'violetharborcove',
      'include at least 3 of: uppercase, lowercase, number, special',
    ],
    ['containing the username', 'Zz-QA.#-2026', 'not contain the email username'],
    ['common', 'Password123!', 'not be a commonly used password'],
  ])(
    'refuses a password %s with a 400 naming the rule, and creates no account',
    async (_case, pattern, item) => {
      const id = nonce();
      const email = unique('qa.#@example.com', id);
      const response = await signUp(email, unique(pattern, id));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'TEST_ACCOUNT_PASSWORD_RULES',
        message: 'For test accounts, your password must:',
        items: [item],
      });
      expect(await accountsWith(email)).toBe(0);
    },
  );

  it.each([
    'ada#@staff.example',
    'ada#+test@example.com',
    'ada#.test@example.com',
    'qa_ada#@example.com',
    'qa-ada#@example.com',
  ])('applies the rules to %s', async (pattern) => {
    const email = unique(pattern);
    expect((await signUp(email, 'password')).status).toBe(400);
    expect((await signUp(email, 'Violet-Harbor-93')).status).toBe(200);
    expect(await accountsWith(email)).toBe(1);
  });

  it('leaves ordinary e-mails to the 8-character minimum', async () => {
    const email = unique('ada#@example.com');
    expect((await signUp(email, 'password')).status).toBe(200);
  });
});

describe('test-account passwords set by a reset link or a change', () => {
  const PUBLIC_URL = 'http://127.0.0.1:3998';
  const FIRST = 'Violet-Harbor-93';
  let testApp: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    testApp = await startTestApp('pglite', { env: { PUBLIC_URL } });
  });
  afterAll(async () => {
    await testApp.dispose();
  });

  const auth = (path: string, body: object, bearer?: string) => {
    const request = testApp.http().post(`/api/auth/${path}`).set('origin', PUBLIC_URL);
    if (bearer) request.set('authorization', `Bearer ${bearer}`);
    return request.send(body);
  };

  /** The reset token mailed to `email`, read from the development outbox. */
  async function mailedResetToken(email: string): Promise<string> {
    const outbox = join(testApp.dataDir, 'outbox');
    const message = await waitUntil(() => {
      if (!existsSync(outbox)) return undefined;
      return readdirSync(outbox)
        .map((name) => readFileSync(join(outbox, name), 'utf8'))
        .find((text) => text.includes(`To: ${email}`));
    });
    return message!.match(/reset-password\?token=([\w-]+)/)![1]!;
  }

  it('refuses a reset to a password breaking the rules and changes nothing; the link then still works', async () => {
    const email = `qa.reset${Date.now().toString(36)}@example.com`;
    expect((await auth('sign-up/email', { name: 'Tester', email, password: FIRST })).status).toBe(200);
    await auth('request-password-reset', { email });
    const token = await mailedResetToken(email);

    const refused = await auth('reset-password', { token, newPassword: 'password' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'TEST_ACCOUNT_PASSWORD_RULES',
      message: 'For test accounts, your password must:',
      items: expect.arrayContaining(['be at least 12 characters long']),
    });
    expect((await auth('sign-in/email', { email, password: FIRST })).status).toBe(200);

    expect((await auth('reset-password', { token, newPassword: 'Amber-Lantern-47' })).body).toEqual({
      status: true,
    });
    expect((await auth('sign-in/email', { email, password: 'Amber-Lantern-47' })).status).toBe(200);
  });

  it('refuses a signed-in change to a password breaking the rules', async () => {
    const email = `qa.change${Date.now().toString(36)}@example.com`;
    const session = (await auth('sign-up/email', { name: 'Tester', email, password: FIRST })).body.token;

    const refused = await auth(
      'change-password',
      { currentPassword: FIRST, newPassword: 'Violet Harbor 93' },
      session,
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'TEST_ACCOUNT_PASSWORD_RULES', items: ['contain no spaces'] });
    expect((await auth('sign-in/email', { email, password: FIRST })).status).toBe(200);

    const changed = await auth(
      'change-password',
      { currentPassword: FIRST, newPassword: 'Amber-Lantern-47' },
      session,
    );
    expect(changed.status).toBe(200);
  });
});
