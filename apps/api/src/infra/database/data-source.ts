import { DataSource, type EntitySchema, type MixedList } from 'typeorm';
import type { SqlPool } from './sql-pool.js';
import { SqlErrorLogger } from './sql-error-logger.js';
import { migrations } from './migrations/index.js';

/**
 * TypeORM over the pool the rest of the api already shares. TypeORM builds its pool with `new driver.Pool()`;
 * handing it a constructor that returns our pool keeps one pool per process in both modes.
 */
export function createDataSource(
  pool: SqlPool,
  entities: MixedList<Function | string | EntitySchema>,
): DataSource {
  function SharedPool() {
    return pool;
  }
  return new DataSource({
    type: 'postgres',
    driver: { Pool: SharedPool },
    entities,
    migrations,
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error'],
    logger: new SqlErrorLogger(),
  });
}

/**
 * Runs pending migrations. With a server database several api nodes may start together, so one at a time
 * holds an advisory lock; PGlite is one process and needs none (taking a second client there would deadlock).
 */
export async function runMigrations(
  dataSource: DataSource,
  pool: SqlPool,
  serialise: boolean,
): Promise<void> {
  if (!serialise) {
    await dataSource.runMigrations();
    return;
  }
  const lock = await pool.connect();
  try {
    await lock.query(`SELECT pg_advisory_lock(hashtext('quiz.schema_migrations'))`);
    await dataSource.runMigrations();
  } finally {
    await lock.query(`SELECT pg_advisory_unlock(hashtext('quiz.schema_migrations'))`).catch(() => undefined);
    lock.release();
  }
}
