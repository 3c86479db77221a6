import type { Response } from 'supertest';
import type { EventStore } from '../../apps/api/src/infra/event-store/event-store.port.js';
import { EVENT_STORE } from '../../apps/api/src/infra/tokens.js';
import { startFakeOAuthProvider } from '../../apps/api/src/testing/fake-oauth-provider.js';
import { startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';

const PUBLIC_URL = 'http://127.0.0.1:3998';
const NONCE = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

interface PopupCompletion {
  type: string;
  targetOrigin: string;
  nonce: string;
  token?: string;
  error?: { code: string; description?: string };
}

/** The data block better-auth's completion page posts to the opener. */
function completionOf(response: Response): PopupCompletion {
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  const found = response.text.match(
    /<script type="application\/json" id="better-auth-oauth-popup">(.*?)<\/script>/s,
  );
  if (!found) throw new Error(`not a completion page:\n${response.text}`);
  return JSON.parse(found[1]!) as PopupCompletion;
}

/** The cookies a response sets, as a Cookie header for the next request of the same browser. */
function cookiesFrom(response: Response): string {
  const setCookie = response.headers['set-cookie'] as unknown as string[] | undefined;
  return (setCookie ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
}

describe.each(testDatabaseKinds())('social sign-in by popup, on %s', (kind) => {
  let testApp: TestApp;
  let provider: Awaited<ReturnType<typeof startFakeOAuthProvider>>;
  let events: EventStore;

  beforeAll(async () => {
    provider = await startFakeOAuthProvider({
      'code-for-lin': { sub: 'lin-1', email: `lin-${kind}@sso.example.com`, name: 'Lin' },
      'code-for-long': {
        sub: 'long-1',
        email: `long-${kind}@sso.example.com`,
        name: `  Maximiliana   ${'Long'.repeat(20)}  `,
        picture: 'javascript:alert(3)',
      },
      'code-for-pictured': {
        sub: 'pictured-1',
        email: `pictured-${kind}@sso.example.com`,
        name: '\u202Etxt.exe',
        picture: 'https://images.sso.example.com/p/1.png',
      },
    });
    testApp = await startTestApp(kind, {
      env: {
        PUBLIC_URL,
        GOOGLE_CLIENT_ID: 'google-client',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: 'quiz',
        OIDC_CLIENT_SECRET: 'quiz-secret',
        OIDC_NAME: 'Company SSO',
      },
    });
    events = testApp.app.get(EVENT_STORE);
  });
  afterAll(async () => {
    await testApp.dispose();
    await provider.close();
  });

  const start = (providerId: string, popupOrigin = PUBLIC_URL) =>
    testApp
      .http()
      .get('/api/auth/oauth-popup/start')
      .query({ provider: providerId, popupOrigin, popupNonce: NONCE })
      .redirects(0);

  it('lists the three providers, which are configured, and the OpenID Connect one by its name', async () => {
    const response = await testApp.http().get('/api/sign-in/providers');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      providers: [
        { id: 'google', name: 'Google', configured: true },
        { id: 'github', name: 'GitHub', configured: false },
        { id: 'facebook', name: 'Facebook', configured: false },
        { id: 'oidc', name: 'Company SSO', configured: true },
      ],
    });
  });

  it('sends the popup to the provider with state for our callback', async () => {
    const response = await start('google');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.location!);
    expect(location.origin).toBe('https://accounts.google.com');
    expect(location.searchParams.get('client_id')).toBe('google-client');
    expect(location.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/callback/google`);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(cookiesFrom(response)).toContain('oauth_popup=');
  });

  it('refuses to post to an origin that is not ours', async () => {
    const response = await start('google', 'https://evil.example.com');
    expect(response.status).toBe(403);
  });

  it('ends an unconfigured provider’s popup with an error for the opener', async () => {
    const completion = completionOf(await start('github'));
    expect(completion).toEqual({
      type: 'better-auth:oauth-popup',
      targetOrigin: PUBLIC_URL,
      nonce: NONCE,
      error: { code: 'provider_not_found', description: 'Unknown provider: github' },
    });
  });

  it('ends with an error, never a token, when the provider refuses', async () => {
    const started = await start('google');
    const state = new URL(started.headers.location!).searchParams.get('state');
    const callback = await testApp
      .http()
      .get('/api/auth/callback/google')
      .query({ state, error: 'access_denied', error_description: 'The user said no' })
      .set('cookie', cookiesFrom(started))
      .redirects(0);
    const completion = completionOf(callback);
    expect(completion.token).toBeUndefined();
    expect(completion.nonce).toBe(NONCE);
    expect(completion.targetOrigin).toBe(PUBLIC_URL);
    expect(completion.error?.code).toBe('access_denied');
  });

  it('ends with an error when the state is forged', async () => {
    const started = await start('google');
    const callback = await testApp
      .http()
      .get('/api/auth/callback/google')
      .query({ state: 'forged-state', code: 'some-code' })
      .set('cookie', cookiesFrom(started))
      .redirects(0);
    const completion = completionOf(callback);
    expect(completion.token).toBeUndefined();
    expect(completion.error?.code).toBeTruthy();
  });

  it('ends with an error when the code cannot be exchanged', async () => {
    const started = await start('oidc');
    const state = new URL(started.headers.location!).searchParams.get('state');
    const callback = await testApp
      .http()
      .get('/api/auth/callback/oidc')
      .query({ state, code: 'unknown-code' })
      .set('cookie', cookiesFrom(started))
      .redirects(0);
    const completion = completionOf(callback);
    expect(completion.token).toBeUndefined();
    expect(completion.error?.code).toBeTruthy();
  });

  /** Signs in through the OpenID provider with `code` and answers the new account as better-auth stores it. */
  async function signInWithProvider(code: string) {
    const started = await start('oidc');
    const callback = await testApp
      .http()
      .get('/api/auth/callback/oidc')
      .query({ state: new URL(started.headers.location!).searchParams.get('state'), code })
      .set('cookie', cookiesFrom(started))
      .redirects(0);
    const completion = completionOf(callback);
    expect(completion.error).toBeUndefined();
    const session = await testApp
      .http()
      .get('/api/auth/get-session')
      .set('authorization', `Bearer ${completion.token}`);
    return session.body.user as { id: string; name: string; image: string | null };
  }

  it('cuts a provider’s long name to 50 characters and drops a picture that is not https', async () => {
    const user = await signInWithProvider('code-for-long');
    expect(user.name).toBe(`Maximiliana ${'Long'.repeat(20)}`.slice(0, 50));
    expect(user.image ?? null).toBeNull();
    const stream = await events.readStream(`user-${user.id}`);
    expect(stream.map((event) => [event.type, event.data.displayName])).toEqual([
      ['UserRegistered', user.name],
    ]);
  });

  it('drops text-direction overrides from a provider’s name and keeps an https picture', async () => {
    const user = await signInWithProvider('code-for-pictured');
    expect(user).toMatchObject({ name: 'txt.exe', image: 'https://images.sso.example.com/p/1.png' });
  });

  it('hands a working session token to the opener and records UserRegistered for the new account', async () => {
    const started = await start('oidc');
    const location = new URL(started.headers.location!);
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/authorize`);
    expect(location.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/callback/oidc`);

    const callback = await testApp
      .http()
      .get('/api/auth/callback/oidc')
      .query({ state: location.searchParams.get('state'), code: 'code-for-lin' })
      .set('cookie', cookiesFrom(started))
      .redirects(0);
    const completion = completionOf(callback);
    expect(completion).toMatchObject({
      type: 'better-auth:oauth-popup',
      targetOrigin: PUBLIC_URL,
      nonce: NONCE,
    });
    expect(completion.error).toBeUndefined();
    // The page may run only its own pinned script, and sends no opener policy that would cut the popup off.
    expect(callback.headers['content-security-policy']).toMatch(/script-src 'sha256-/);
    expect(callback.headers['cross-origin-opener-policy']).toBeUndefined();

    const session = await testApp
      .http()
      .get('/api/auth/get-session')
      .set('authorization', `Bearer ${completion.token}`);
    expect(session.body.user).toMatchObject({ email: `lin-${kind}@sso.example.com`, name: 'Lin' });
    const accepted = await testApp
      .http()
      .post('/api/user/accept-terms')
      .set('authorization', `Bearer ${completion.token}`)
      .send({ acceptedAt: new Date().toISOString(), version: 'v1' });
    expect(accepted.status).toBe(200);

    const stream = await events.readStream(`user-${session.body.user.id}`);
    expect(stream.map((event) => [event.type, event.data.email])).toEqual([
      ['UserRegistered', `lin-${kind}@sso.example.com`],
    ]);
  });
});
