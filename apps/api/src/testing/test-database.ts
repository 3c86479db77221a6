import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { createDataSource, runMigrations } from '../infra/database/data-source.js';
import { PglitePool } from '../infra/database/pglite-pool.js';
import type { SqlPool } from '../infra/database/sql-pool.js';

export interface TestDatabase {
  kind: 'pglite' | 'postgresql';
  pool: SqlPool;
  dataSource: DataSource;
  /** For server-mode suites: a URL whose connections land in this database's private schema. */
  url?: string;
  /** Whether two clients can hold transactions at once (PostgreSQL) or take turns (PGlite). */
  concurrentTransactions: boolean;
  close(): Promise<void>;
}

/** Every database a suite should prove itself on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export function testDatabaseKinds(): ('pglite' | 'postgresql')[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite'];
}

/** A fresh, migrated database: PGlite in memory, or a throwaway schema on the DATABASE_URL server. */
export async function openTestDatabase(
  kind: 'pglite' | 'postgresql',
  entities: Function[] = [],
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const pool = await PglitePool.open();
    const dataSource = createDataSource(pool, entities);
    await dataSource.initialize();
    await runMigrations(dataSource, pool, false);
    return { kind, pool, dataSource, concurrentTransactions: false, close: () => dataSource.destroy() };
  }
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = withSearchPath(baseUrl, schema);
  const pool = new pg.Pool({ connectionString: url, max: 12 }) as unknown as SqlPool;
  const dataSource = createDataSource(pool, entities);
  await dataSource.initialize();
  await runMigrations(dataSource, pool, true);
  return {
    kind,
    pool,
    dataSource,
    url,
    concurrentTransactions: true,
    close: async () => {
      await dataSource.destroy();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}

export function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}
