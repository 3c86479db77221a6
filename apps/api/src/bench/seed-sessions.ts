import type { SqlPool } from '../infra/database/sql-pool.js';

/** Accounts with live sessions, written straight to the tables: sign-up's password hashing is not under test. */
export async function seedSessions(pool: SqlPool, count: number): Promise<string[]> {
  await pool.query(
    `INSERT INTO "user" (id, name, email, "emailVerified")
       SELECT 'bench-' || g, 'Bench ' || g, 'bench' || g || '@example.com', false FROM generate_series(1, $1::int) g`,
    [count],
  );
  await pool.query(
    `INSERT INTO session (id, "expiresAt", token, "updatedAt", "userId")
       SELECT 'bench-session-' || g, now() + interval '1 day', 'bench-token-' || g, now(), 'bench-' || g
         FROM generate_series(1, $1::int) g`,
    [count],
  );
  return Array.from({ length: count }, (_, i) => `bench-token-${i + 1}`);
}
