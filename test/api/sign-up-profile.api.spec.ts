import { DataSource } from 'typeorm';
import type { EventStore } from '../../apps/api/src/infra/event-store/event-store.port.js';
import { EVENT_STORE } from '../../apps/api/src/infra/tokens.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { waitUntil } from '../../apps/api/src/testing/wait-until.js';

const PASSWORD = 'correct horse battery';
let made = 0;
const freshEmail = () => `sign-up-${(made += 1)}-${Date.now()}@example.com`;

/** A sign-up body that passes every rule, with `change` applied. */
const body = (change: Record<string, unknown>) => ({
  name: 'Ada',
  email: freshEmail(),
  password: PASSWORD,
  ...change,
});

const accountsNamed = async (testApp: TestApp, email: string) =>
  Number(
    (
      (await testApp.app
        .get(DataSource)
        .query(`SELECT count(*) AS n FROM "user" WHERE email = $1`, [email])) as {
        n: string;
      }[]
    )[0]!.n,
  );

describe.each(testDatabaseKinds())('sign-up applies the profile rules, on %s', (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp(kind);
  });
  afterAll(() => testApp.dispose());

  const signUpWith = (sent: Record<string, unknown>, path = '/api/auth/sign-up/email') =>
    testApp.http().post(path).send(sent);

  it.each([
    ['an empty name', { name: '' }, 'USER.DISPLAY_NAME_REQUIRED'],
    ['a name of spaces', { name: '   ' }, 'USER.DISPLAY_NAME_REQUIRED'],
    ['a name of zero-width characters', { name: '\u200B\u200D\uFEFF' }, 'USER.DISPLAY_NAME_REQUIRED'],
    ['a name of 51 characters', { name: 'x'.repeat(51) }, 'USER.DISPLAY_NAME_TOO_LONG'],
    ['a name of 60,000 characters', { name: 'x'.repeat(60_000) }, 'VALIDATION_FAILED'],
    // Text PostgreSQL cannot store is refused at the edge, before any route's own rules (ADR 0125).
    ['a NUL byte', { name: 'Ada\u0000' }, 'VALIDATION_FAILED'],
    ['a lone surrogate', { name: 'Ada\uD800' }, 'VALIDATION_FAILED'],
    ['a right-to-left override', { name: '\u202Egnp.exe' }, 'USER.DISPLAY_NAME_INVALID'],
    ['a javascript: image', { image: 'javascript:alert(3)' }, 'USER.PHOTO_URL_INVALID'],
    ['an http image', { image: 'http://images.example.com/a.png' }, 'USER.PHOTO_URL_INVALID'],
    ['an image with a quote', { image: 'https://images.example.com/a"onerror="x' }, 'USER.PHOTO_URL_INVALID'],
    ['a name that is not text', { name: 42 }, 'VALIDATION_FAILED'],
    ['no name at all', { name: undefined }, 'VALIDATION_FAILED'],
    ['an unknown field', { emailVerified: true }, 'VALIDATION_FAILED'],
  ])('refuses %s with a 400 in the api’s shape, storing nothing', async (_, change, code) => {
    const sent = body(change);
    const response = await signUpWith(sent);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code,
      message: expect.any(String),
      ...(code === 'VALIDATION_FAILED' ? { issues: expect.any(Array) } : {}),
    });
    expect(response.body).not.toHaveProperty('token');
    expect(await accountsNamed(testApp, sent.email)).toBe(0);
    // The address is still free: the same person signs up once they fix the name.
    const fixed = await signUpWith({ ...sent, name: 'Ada', image: undefined, emailVerified: undefined });
    expect(fixed.status).toBe(200);
  });

  it.each(['/api/auth/./sign-up/email', '/api/auth/%2e/sign-up/email', '/api/auth/x/../sign-up/email'])(
    'refuses a blank name sent to %s too',
    async (path) => {
      const sent = body({ name: ' ' });
      expect((await signUpWith(sent, path)).status).toBe(400);
      expect(await accountsNamed(testApp, sent.email)).toBe(0);
    },
  );

  it('stores the name as the rule leaves it, and records it in UserRegistered', async () => {
    const image = 'https://images.example.com/ada.png';
    const response = await signUpWith(body({ name: '  Ada   King ', image }));
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ name: 'Ada King', image });
    const me = await testApp.http().get('/api/user/me').set('authorization', `Bearer ${response.body.token}`);
    expect(me.body).toMatchObject({ displayName: 'Ada King', photoURL: image });
    const events = await testApp.app.get<EventStore>(EVENT_STORE).readStream(`user-${response.body.user.id}`);
    expect(events.map((e) => [e.type, e.data.displayName])).toEqual([['UserRegistered', 'Ada King']]);
  });

  it.each([
    '/api/auth/update-user',
    '/api/auth/./update-user',
    '/api/auth/%2e/update-user',
    '/api/auth/update-user/',
  ])(
    'keeps better-auth’s own profile edit at %s closed, so no name or image goes round the rules',
    async (path) => {
      const { token, userId } = await signUp(testApp, { name: 'Grace' });
      const response = await testApp
        .http()
        .post(path)
        .set('authorization', `Bearer ${token}`)
        .send({ name: 'x'.repeat(60_000), image: 'javascript:alert(3)' });
      expect(response.status).toBe(404);
      const [row] = (await testApp.app
        .get(DataSource)
        .query(`SELECT name, image FROM "user" WHERE id = $1`, [userId])) as {
        name: string;
        image: string | null;
      }[];
      expect(row).toEqual({ name: 'Grace', image: null });
    },
  );
});

describe('a blank-name sign-up on a fresh embedded database', () => {
  it('gets 400, and the api restarts over that database and signs people up', async () => {
    const first = await startTestApp('pglite');
    const second = { app: undefined as TestApp | undefined };
    try {
      const blank = body({ name: '' });
      const refused = await first.http().post('/api/auth/sign-up/email').send(blank);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('USER.DISPLAY_NAME_REQUIRED');
      await first.stop();
      second.app = await startTestApp('pglite', { reuse: { dataDir: first.dataDir } });
      expect((await second.app.http().get('/api/health')).status).toBe(200);
      const account = await signUp(second.app, { email: blank.email, name: 'Ada' });
      const me = await waitUntil(async () => {
        const found = await second
          .app!.http()
          .get('/api/user/me')
          .set('authorization', `Bearer ${account.token}`);
        return found.status === 200 ? found.body : null;
      }, 15_000);
      expect(me.displayName).toBe('Ada');
    } finally {
      await second.app?.stop();
      await first.dispose();
    }
  });
});
