import pg from 'pg';
import type { AppConfig } from '../../config/app-config.js';
import { DataDirLock } from './data-dir-lock.js';
import { PglitePool, type PgQueryResult } from './pglite-pool.js';

/** The part of node-postgres' client that this api uses; PGlite's facade offers the same. */
export interface SqlClient {
  query(text: string, params?: unknown[]): Promise<PgQueryResult>;
  release(): void;
}

/** A `pg.Pool` or the embedded PGlite facade: the one connection seam between the two modes. */
export interface SqlPool {
  connect(): Promise<SqlClient>;
  query(text: string, params?: unknown[]): Promise<PgQueryResult>;
  end(): Promise<void>;
}

export async function openSqlPool(database: AppConfig['database']): Promise<SqlPool> {
  if (database.kind === 'pglite') {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(database.dataDir, { recursive: true });
    const lock = DataDirLock.acquire(database.dataDir);
    try {
      const pool = await PglitePool.open(database.dataDir);
      pool.once('end', () => lock.release());
      return pool;
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  const pool = new pg.Pool({ connectionString: database.url, max: database.poolSize });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return pool as unknown as SqlPool;
}
