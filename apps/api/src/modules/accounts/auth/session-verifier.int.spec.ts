import { createHmac } from 'node:crypto';
import { openTestDatabase, type TestDatabase } from '../../../testing/test-database.js';
import { SessionVerifier } from './session-verifier.js';

const SECRET = 'verifier-secret-verifier-secret-0123456789';

describe('verifying a Bearer token against the session table', () => {
  let database: TestDatabase;
  let verifier: SessionVerifier;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    verifier = new SessionVerifier(database.pool, SECRET);
    await database.pool.query(
      `INSERT INTO "user" (id, name, email, "emailVerified") VALUES ('u1', 'Ada', 'ada@example.com', false)`,
    );
    await database.pool.query(
      `INSERT INTO session (id, "expiresAt", token, "updatedAt", "userId") VALUES
         ('live', now() + interval '1 hour', 'live-token', now(), 'u1'),
         ('old', now() - interval '1 second', 'expired-token', now(), 'u1')`,
    );
  });
  afterAll(() => database.close());

  const sign = (token: string, secret = SECRET) =>
    `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;

  it('admits a live session token and names its user', async () => {
    expect(await verifier.verify('live-token')).toEqual({
      id: 'u1',
      email: 'ada@example.com',
      displayName: 'Ada',
      sessionId: 'live',
      roles: [],
    });
  });

  it('names the roles the user_roles read model holds for the account', async () => {
    await database.pool.query(
      `INSERT INTO user_roles (user_id, role, granted_at) VALUES ('u1', 'analyst', now()), ('u1', 'admin', now())`,
    );
    try {
      expect((await verifier.verify('live-token'))?.roles).toEqual(['admin', 'analyst']);
    } finally {
      await database.pool.query(`DELETE FROM user_roles WHERE user_id = 'u1'`);
    }
  });

  it('admits the signed form better-auth hands out, padded, unpadded or URL-encoded', async () => {
    const signed = sign('live-token');
    expect(await verifier.verify(signed)).not.toBeNull();
    expect(await verifier.verify(signed.replace(/=+$/, ''))).not.toBeNull();
    expect(await verifier.verify(encodeURIComponent(signed))).not.toBeNull();
  });

  it.each([
    ['an unknown token', 'no-such-token'],
    ['an expired session', 'expired-token'],
    ['a signature made with another secret', sign('live-token', 'another-secret-another-secret-0123456')],
    ['a tampered signature', sign('live-token').replace(/^(live-token\.)./, '$1A')],
    ['an absurdly long token', 'x'.repeat(2000)],
    ['malformed percent-encoding', '%E0%A4%A'],
    // Decoded, these hold text PostgreSQL cannot store: the lookup itself must never be tried.
    ['a percent-encoded NUL', 'live%00token'],
    ['a percent-encoded NUL before a signature', `live%00token.${sign('x').split('.')[1]}`],
    ['a lone surrogate', 'live\ud800token'],
    ['spaces and quotes', "live token' OR '1'='1"],
  ])('refuses %s', async (_case, token) => {
    expect(await verifier.verify(token)).toBeNull();
  });
});
