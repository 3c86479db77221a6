import { listenForNotifications, type NotificationFeed } from '../../../infra/database/notifications.js';
import type { SqlPool } from '../../../infra/database/sql-pool.js';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { waitUntil } from '../../../testing/wait-until.js';
import { SessionVerifier } from './session-verifier.js';

/** Counts the queries the verifier sends, to tell a cached answer from a database one. */
function countingPool(pool: SqlPool) {
  const counter = { queries: 0 };
  const counted: SqlPool = {
    connect: () => pool.connect(),
    end: () => pool.end(),
    query: (text, params) => {
      counter.queries += 1;
      return pool.query(text, params);
    },
  };
  return { counted, counter };
}

describe.each(testDatabaseKinds())('the session cache on %s', (kind) => {
  let database: TestDatabase;
  let feed: NotificationFeed;
  let verifier: SessionVerifier;
  let counter: { queries: number };
  let sessions = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const pool = countingPool(database.pool);
    counter = pool.counter;
    verifier = new SessionVerifier(pool.counted, 'cache-secret-cache-secret-cache-secret-01');
    const config = kind === 'pglite' ? { kind, dataDir: '' } : { kind, url: database.url!, poolSize: 2 };
    feed = await listenForNotifications(database.pool, config as never, 'quiz_session_changes', {
      onMessage: (payload) => verifier.onSessionChange(payload),
      onListening: (listening) => verifier.onFeedListening(listening),
    });
    await database.pool.query(
      `INSERT INTO "user" (id, name, email, "emailVerified") VALUES ('u1', 'Ada', 'ada@example.com', false)`,
    );
  });
  afterAll(async () => {
    await feed.stop();
    await database.close();
  });

  async function newSession() {
    sessions += 1;
    const token = `token-${kind}-${sessions}`;
    await database.pool.query(
      `INSERT INTO session (id, "expiresAt", token, "updatedAt", "userId") VALUES ($1, now() + interval '1 hour', $2, now(), 'u1')`,
      [`session-${sessions}`, token],
    );
    return { id: `session-${sessions}`, token };
  }

  it('answers a repeated token from memory', async () => {
    const { token } = await newSession();
    await verifier.verify(token);
    const before = counter.queries;
    expect(await verifier.verify(token)).toMatchObject({ id: 'u1' });
    expect(counter.queries).toBe(before);
  });

  it('stops admitting a token the moment its session is deleted (sign-out)', async () => {
    const { id, token } = await newSession();
    expect(await verifier.verify(token)).not.toBeNull();
    await database.pool.query(`DELETE FROM session WHERE id = $1`, [id]);
    await waitUntil(async () => (await verifier.verify(token)) === null, 3000);
  });

  it('re-reads the user after their display name changes', async () => {
    const { token } = await newSession();
    expect((await verifier.verify(token))?.displayName).toBe('Ada');
    await database.pool.query(`UPDATE "user" SET name = 'Ada L.' WHERE id = 'u1'`);
    await waitUntil(async () => (await verifier.verify(token))?.displayName === 'Ada L.', 3000);
  });

  it('bypasses the cache while the change feed is down', async () => {
    const { token } = await newSession();
    await verifier.verify(token);
    verifier.onFeedListening(false);
    const before = counter.queries;
    await verifier.verify(token);
    await verifier.verify(token);
    expect(counter.queries).toBe(before + 2);
    verifier.onFeedListening(true);
  });
});

describe('the session cache lifetime', () => {
  it('looks again once the lifetime or the session expiry passes', async () => {
    const database = await openTestDatabase('pglite');
    try {
      let now = Date.now();
      const { counted, counter } = countingPool(database.pool);
      const verifier = new SessionVerifier(counted, 'lifetime-secret-lifetime-secret-000', {
        ttlMs: 1000,
        now: () => now,
      });
      verifier.onFeedListening(true);
      await database.pool.query(
        `INSERT INTO "user" (id, name, email, "emailVerified") VALUES ('u2', 'Bo', 'bo@example.com', false)`,
      );
      await database.pool.query(
        `INSERT INTO session (id, "expiresAt", token, "updatedAt", "userId") VALUES ('s', now() + interval '1 hour', 'tok', now(), 'u2')`,
      );
      await verifier.verify('tok');
      await verifier.verify('tok');
      expect(counter.queries).toBe(1);
      now += 1001;
      await verifier.verify('tok');
      expect(counter.queries).toBe(2);
    } finally {
      await database.close();
    }
  });
});
