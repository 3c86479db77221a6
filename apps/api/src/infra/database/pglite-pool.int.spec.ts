import { PglitePool } from './pglite-pool.js';

describe('the PGlite pool facade', () => {
  let pool: PglitePool;
  beforeEach(async () => {
    pool = await PglitePool.open();
    await pool.query('CREATE TABLE t (n int)');
  });
  afterEach(() => pool.end());

  it('keeps another caller’s statements out of an open transaction', async () => {
    const holder = await pool.connect();
    await holder.query('BEGIN');
    await holder.query('INSERT INTO t VALUES (1)');
    // Issued while the transaction is open: it must wait, not join it and vanish with its rollback.
    const outsider = pool.query('INSERT INTO t VALUES (2)');
    await holder.query('ROLLBACK');
    holder.release();
    await outsider;
    expect((await pool.query('SELECT n FROM t')).rows).toEqual([{ n: 2 }]);
  });

  it('returns 64-bit integers as strings, like node-postgres', async () => {
    const { rows } = await pool.query(`SELECT 9007199254740993::bigint AS big, 1.5::numeric AS exact`);
    expect(rows).toEqual([{ big: '9007199254740993', exact: '1.5' }]);
  });

  it('reports affected rows and runs multi-statement scripts', async () => {
    const result = await pool.query('INSERT INTO t VALUES (1), (2); UPDATE t SET n = n + 1');
    expect(result.command).toBe('UPDATE');
    expect(result.rowCount).toBe(2);
  });

  it('serves the callback style TypeORM uses', async () => {
    const rows = await new Promise<unknown[]>((resolve, reject) =>
      pool.connect((error, client, release) => {
        if (error || !client) return reject(error);
        client.query('SELECT 1 AS one', (queryError, result) => {
          release!();
          if (queryError) reject(queryError);
          else resolve(result!.rows);
        });
      }),
    );
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('refuses work after it is closed', async () => {
    await pool.end();
    await expect(pool.query('SELECT 1')).rejects.toThrow(/closed/);
    pool = await PglitePool.open(); // for afterEach
  });
});
