import pg from 'pg';
import type { DataSource } from 'typeorm';
import { createDataSource, runMigrations } from '../infra/database/data-source.js';
import { createPostgresSchema } from '../infra/database/postgres-schema.js';
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
  // CI's server-mode pass sets TEST_DATABASE_KINDS=postgresql: the embedded pass already covered PGlite.
  const only = process.env.TEST_DATABASE_KINDS?.split(',').map((kind) => kind.trim());
  const kinds: ('pglite' | 'postgresql')[] = process.env.DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite'];
  return only ? kinds.filter((kind) => only.includes(kind)) : kinds;
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
  const { url, drop } = await createTestSchema();
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
      await drop();
    },
  };
}

/** A throwaway schema on the DATABASE_URL server. */
export function createTestSchema() {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('DATABASE_URL is not set');
  return createPostgresSchema(baseUrl);
}
