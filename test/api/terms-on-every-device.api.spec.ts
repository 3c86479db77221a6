import { meResponseSchema } from '@quiz/contracts';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { waitUntil } from '../../apps/api/src/testing/wait-until.js';

const PASSWORD = 'correct horse battery';

/** `GET /api/user/me` names the terms versions accepted, whichever device accepted them (issue 13 item 6). */
describe.each(testDatabaseKinds())('the terms a player accepted, on every device, on %s', (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp(kind);
  });
  afterAll(() => testApp.dispose());

  const me = async (token: string) => {
    const response = await testApp.http().get('/api/user/me').set('authorization', `Bearer ${token}`);
    expect(response.status).toBe(200);
    return meResponseSchema.parse(response.body);
  };
  const signIn = async (email: string) => {
    const response = await testApp.http().post('/api/auth/sign-in/email').send({ email, password: PASSWORD });
    expect(response.status).toBe(200);
    return response.body.token as string;
  };

  it('lists no version before acceptance, then the accepted one on a session signed in elsewhere, and only for that player', async () => {
    const player = await signUp(testApp, { password: PASSWORD });
    const other = await signUp(testApp, { password: PASSWORD });
    expect((await me(player.token)).acceptedTermsVersions).toEqual([]);

    const accepted = await testApp
      .http()
      .post('/api/user/accept-terms')
      .set('authorization', `Bearer ${player.token}`)
      .send({ acceptedAt: new Date().toISOString(), version: 'v1' });
    expect(accepted.status).toBe(200);

    // Another device: a session of its own, which never saw the acceptance.
    const elsewhere = await signIn(player.email);
    expect(elsewhere).not.toBe(player.token);
    const seen = await waitUntil(async () => {
      const profile = await me(elsewhere);
      return profile.acceptedTermsVersions.length > 0 ? profile : undefined;
    });
    expect(seen?.acceptedTermsVersions).toEqual(['v1']);
    expect((await me(other.token)).acceptedTermsVersions).toEqual([]);
    expect((await me(await signIn(other.email))).acceptedTermsVersions).toEqual([]);
  });
});
