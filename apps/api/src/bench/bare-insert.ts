import type { SqlPool } from '../infra/database/sql-pool.js';

/** The database's own speed on this machine now: single-row INSERTs, one after another, on one connection. */
export async function bareInsertRate(pool: SqlPool, inserts: number): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query(
      `CREATE TABLE bench_bare (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, payload jsonb NOT NULL)`,
    );
    const started = performance.now();
    for (let i = 0; i < inserts; i++) {
      await client.query(`INSERT INTO bench_bare (payload) VALUES ($1)`, [
        JSON.stringify({ acceptedAt: new Date().toISOString(), version: 'v1' }),
      ]);
    }
    const rate = inserts / ((performance.now() - started) / 1000);
    await client.query(`DROP TABLE bench_bare`);
    return rate;
  } finally {
    client.release();
  }
}
