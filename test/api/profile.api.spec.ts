import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { EventStore } from '../../apps/api/src/infra/event-store/event-store.port.js';
import { EVENT_STORE } from '../../apps/api/src/infra/tokens.js';
import { signInAsGuest, waitForRoles } from '../../apps/api/src/testing/access.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { waitUntil } from '../../apps/api/src/testing/wait-until.js';
import { settled } from './support/recorded-answers.js';

const ADMIN = 'profile-admin@example.com';
const AVATAR = 'https://images.example.com/avatars/ada.png?size=96';

describe.each(testDatabaseKinds())('editing the profile, on %s', (kind) => {
  let testApp: TestApp;
  let ada: { token: string; userId: string; email: string };
  let admin: { token: string };
  const edit = (body: unknown, token = ada.token) =>
    testApp
      .http()
      .patch('/api/user/me')
      .set('authorization', `Bearer ${token}`)
      .send(body as object);
  const me = async (token = ada.token) =>
    (await testApp.http().get('/api/user/me').set('authorization', `Bearer ${token}`)).body;
  const profileChanges = async () =>
    (await testApp.app.get<EventStore>(EVENT_STORE).readStream(`user-${ada.userId}`)).filter(
      (event) => event.type === 'UserProfileChanged',
    );

  beforeAll(async () => {
    testApp = await startTestApp(kind, { env: { ADMIN_EMAILS: ADMIN } });
    ada = await signUp(testApp, { name: 'Ada' });
    admin = await signUp(testApp, { email: ADMIN });
    await waitForRoles(testApp, admin.token, (roles) => roles.includes('admin'));
  });
  afterAll(async () => {
    await testApp?.dispose();
  });

  it('changes the display name: the answer, me, verify-token and the terms audit show it', async () => {
    const response = await edit({ displayName: '  Ada   Lovelace ' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      uid: ada.userId,
      email: ada.email,
      displayName: 'Ada Lovelace',
      photoURL: null,
      roles: ['player'],
      recorded: true,
    });
    await waitUntil(async () => (await me()).displayName === 'Ada Lovelace', 15_000);
    const verified = await testApp.http().post('/api/user/verify-token').send({ token: ada.token });
    expect(verified.body.displayName).toBe('Ada Lovelace');
    const { recorded, ...profile } = response.body;
    expect(recorded).toBe(true);
    // `/me` is the profile plus the terms versions the player accepted (none here; issue 13 item 6).
    expect(await me()).toEqual({ ...profile, acceptedTermsVersions: [] });
    const pending = await waitUntil(async () => {
      const page = await testApp
        .http()
        .get('/api/terms/pending')
        .set('authorization', `Bearer ${admin.token}`);
      const row = page.body.items.find((item: { userId: string }) => item.userId === ada.userId);
      return row?.displayName === 'Ada Lovelace' ? row : null;
    }, 15_000);
    expect(pending.email).toBe(ada.email);
  });

  it('sets and removes the avatar', async () => {
    const set = await edit({ photoURL: AVATAR });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ displayName: 'Ada Lovelace', photoURL: AVATAR, recorded: true });
    await waitUntil(async () => (await me()).photoURL === AVATAR, 15_000);
    const removed = await edit({ photoURL: null });
    expect(removed.body).toMatchObject({ photoURL: null, recorded: true });
    await waitUntil(async () => (await me()).photoURL === null, 15_000);
    await edit({ photoURL: AVATAR });
    await waitUntil(async () => (await me()).photoURL === AVATAR, 15_000);
  });

  it('records nothing for an edit that changes nothing, or a retry with the same Idempotency-Key', async () => {
    const before = (await profileChanges()).length;
    const same = await edit({ displayName: 'Ada Lovelace', photoURL: AVATAR });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ displayName: 'Ada Lovelace', photoURL: AVATAR, recorded: false });
    const key = randomUUID();
    const first = await edit({ displayName: 'Countess' }).set('idempotency-key', key);
    const retry = await edit({ displayName: 'Countess' }).set('idempotency-key', key);
    expect([first.body.recorded, retry.body.recorded]).toEqual([true, false]);
    expect((await profileChanges()).length).toBe(before + 1);
    await edit({ displayName: 'Ada Lovelace' });
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    await settled(testApp);
    const before = { profile: await me(), changes: (await profileChanges()).length };
    for (const [body, code, message] of [
      [{ displayName: '   ' }, 'USER.DISPLAY_NAME_REQUIRED', /display name is required/],
      [{ displayName: 'x'.repeat(51) }, 'USER.DISPLAY_NAME_TOO_LONG', /50 characters or less/],
      [{ photoURL: 'http://images.example.com/a.png' }, 'USER.PHOTO_URL_INVALID', /https:\/\//],
      [{ photoURL: 'javascript:alert(1)' }, 'USER.PHOTO_URL_INVALID', /https:\/\//],
      [{ photoURL: 'https://user:pw@images.example.com/a.png' }, 'USER.PHOTO_URL_INVALID', /password/],
      [{ displayName: 'Fine', photoURL: 'data:image/png;base64,AAAA' }, 'USER.PHOTO_URL_INVALID', /https/],
      [{}, 'VALIDATION_FAILED', /Send a displayName, a photoURL or both/],
      [{ displayName: 42 }, 'VALIDATION_FAILED', /displayName must be text/],
      [{ email: 'new@example.com' }, 'VALIDATION_FAILED', /Unknown field\(s\): email/],
    ] as const) {
      const response = await edit(body);
      expect({ body, status: response.status, code: response.body.code }).toEqual({
        body,
        status: 400,
        code,
      });
      expect(response.body.message).toMatch(message);
    }
    await settled(testApp);
    expect(await me()).toEqual(before.profile);
    expect((await profileChanges()).length).toBe(before.changes);
  });

  it('is for signed-in players only: 401 without a token, 403 for a guest', async () => {
    expect((await testApp.http().patch('/api/user/me').send({ displayName: 'Eve' })).status).toBe(401);
    const guest = await signInAsGuest(testApp);
    expect((await edit({ displayName: 'Eve' }, guest)).status).toBe(403);
    expect((await me()).displayName).toBe('Ada Lovelace');
  });

  it('leaves no way around the event: better-auth’s own update-user is closed', async () => {
    const response = await testApp
      .http()
      .post('/api/auth/update-user')
      .set('authorization', `Bearer ${ada.token}`)
      .send({ name: 'Mallory', image: 'javascript:alert(1)' });
    expect(response.status).toBe(404);
    expect(await me()).toMatchObject({ displayName: 'Ada Lovelace', photoURL: AVATAR });
  });

  it('restores better-auth’s record from the log when rebuilt from position 0', async () => {
    const runner = await settled(testApp);
    const before = await me();
    // As if an update had been lost: the log, not the row, is what the profile is.
    await testApp.app
      .get(DataSource)
      .query(`UPDATE "user" SET name = 'Stale', image = NULL WHERE id = $1`, [ada.userId]);
    await waitUntil(async () => (await me()).displayName === 'Stale', 15_000);
    expect(await runner.rebuild('account_profiles')).toBeGreaterThan(0);
    // The session cache hears of the restored row on the database's feed, as it heard of the stale one above:
    // a moment later, not within the rebuild call.
    await waitUntil(async () => (await me()).displayName === before.displayName, 15_000);
    expect(await me()).toEqual(before);
  });
});
