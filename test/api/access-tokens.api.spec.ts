import { SignJWT } from 'jose';
import { DataSource } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { RevokeRoleCommand } from '../../apps/api/src/modules/access/commands/revoke-role/revoke-role.command.js';
import { grantRole, signInAsGuest } from '../../apps/api/src/testing/access.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { waitUntil } from '../../apps/api/src/testing/wait-until.js';

// Solving proofs of work and starting whole apps takes longer on a busy machine than the default allows.

const NOT_AUTHENTICATED = { code: 'UNAUTHENTICATED', message: 'Not authenticated' };

describe.each(testDatabaseKinds())('tokens: live, expired, forged, revoked, on %s', (kind) => {
  let testApp: TestApp;
  let nowMs = Date.now();
  const clock = { now: () => new Date(nowMs) };

  beforeAll(async () => {
    testApp = await startTestApp(kind, { clock });
  });
  afterAll(() => testApp.dispose());

  const me = (token: string) => testApp.http().get('/api/user/me').set('authorization', `Bearer ${token}`);
  const verify = (token: string) => testApp.http().post('/api/user/verify-token').send({ token });
  const guestSession = (token: string) =>
    testApp.http().get('/api/guest/session').set('authorization', `Bearer ${token}`);

  it('verify-token names the user of a live session token, and me adds the photo', async () => {
    const player = await signUp(testApp, { name: 'Lin' });
    const verified = await verify(player.token);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      uid: player.userId,
      email: player.email,
      displayName: 'Lin',
      roles: ['player'],
    });
    const profile = await me(player.token);
    expect(profile.status).toBe(200);
    // `/me` adds the photo and the terms versions the player accepted (none here; issue 13 item 6).
    expect(profile.body).toEqual({ ...verified.body, photoURL: null, acceptedTermsVersions: [] });
  });

  it('verify-token refuses a malformed body with 400 and an unknown token with 401', async () => {
    expect((await testApp.http().post('/api/user/verify-token').send({})).status).toBe(400);
    const unknown = await verify('no-such-token');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject(NOT_AUTHENTICATED);
  });

  it('answers 401 to an expired session token everywhere', async () => {
    const player = await signUp(testApp);
    expect((await me(player.token)).status).toBe(200);
    await testApp.app
      .get(DataSource)
      .query(`UPDATE "session" SET "expiresAt" = now() - interval '1 second' WHERE "userId" = $1`, [
        player.userId,
      ]);
    const refused = await waitUntil(async () => ((await me(player.token)).status === 401 ? true : null));
    expect(refused).toBe(true);
    expect((await me(player.token)).body).toMatchObject(NOT_AUTHENTICATED);
    expect((await verify(player.token)).status).toBe(401);
  });

  it('answers 401 to a signed-out (revoked) session token', async () => {
    const player = await signUp(testApp);
    expect((await me(player.token)).status).toBe(200);
    const signOut = await testApp
      .http()
      .post('/api/auth/sign-out')
      .set('authorization', `Bearer ${player.token}`)
      .send({});
    expect(signOut.status).toBe(200);
    expect((await me(player.token)).body).toMatchObject(NOT_AUTHENTICATED);
    expect((await verify(player.token)).status).toBe(401);
  });

  it('answers 401 to forged tokens: a bad session signature, a guest token under another key, an unsigned one', async () => {
    const player = await signUp(testApp);
    const forgedSignature = `${player.token.split('.')[0]}.${Buffer.alloc(32, 7).toString('base64url')}`;
    const otherKey = new TextEncoder().encode('not-the-server-key-not-the-server-key');
    const foreignGuest = await new SignJWT({ kind: 'guest' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('quizstorm')
      .setAudience('quizstorm:guest')
      .setSubject('guest:intruder')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(otherKey);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({
        kind: 'guest',
        sub: 'guest:x',
        aud: 'quizstorm:guest',
        iss: 'quizstorm',
        exp: 9999999999,
      }),
    ).toString('base64url')}.`;
    for (const forged of [forgedSignature, foreignGuest, unsigned, 'garbage']) {
      expect((await me(forged)).body).toMatchObject(NOT_AUTHENTICATED);
      expect((await guestSession(forged)).status).toBe(401);
    }
    expect((await testApp.http().get('/api/user/me').set('authorization', 'Basic abc')).status).toBe(401);
  });

  it('accepts a guest token on guest routes until it expires, then answers 401', async () => {
    const guest = await signInAsGuest(testApp);
    const live = await guestSession(guest);
    expect(live.status).toBe(200);
    expect(Date.parse(live.body.expiresAt) - nowMs).toBeLessThanOrEqual(60 * 60 * 1000);
    expect((await me(guest)).status).toBe(403);
    nowMs += 60 * 60 * 1000 + 1000;
    try {
      const expired = await guestSession(guest);
      expect(expired.status).toBe(401);
      expect(expired.body).toMatchObject(NOT_AUTHENTICATED);
    } finally {
      nowMs = Date.now();
    }
  });

  it('takes a revoked role away from a session this node has already verified and cached', async () => {
    const admin = await signUp(testApp);
    await grantRole(testApp, admin, 'admin');
    const audit = () =>
      testApp.http().get('/api/terms/acceptances').set('authorization', `Bearer ${admin.token}`);
    expect((await audit()).status).toBe(200);
    await testApp.app
      .get(CommandBus)
      .execute(new RevokeRoleCommand(randomUUID(), admin.userId, 'admin', 'cli'));
    // Well within the session cache's minute: the role change is announced and the cached session dropped.
    expect(await waitUntil(async () => ((await audit()).status === 403 ? true : null), 5000)).toBe(true);
  });

  it('lets a stale token through to public routes as an anonymous caller', async () => {
    expect((await testApp.http().get('/api/health').set('authorization', 'Bearer stale-token')).status).toBe(
      200,
    );
  });
});
