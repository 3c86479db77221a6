import type { INestApplicationContext } from '@nestjs/common';
import type { SqlPool } from '../infra/database/sql-pool.js';
import { compareLogPositions, type LogPosition } from '../infra/event-store/event-store.port.js';
import type { ProjectionRunner } from '../infra/projections/projection-runner.js';
import { PROJECTION_RUNNER, SQL_POOL } from '../infra/tokens.js';
import { waitUntil } from './wait-until.js';

/**
 * The newest committed event, whether or not readers may see it yet. A projection lag of 0 alone proves
 * nothing on a busy PostgreSQL cluster: an event stays invisible to readers (and so to the lag count) while
 * an older transaction anywhere in the cluster is still open.
 */
async function lastCommittedPosition(app: INestApplicationContext): Promise<LogPosition | undefined> {
  const pool = app.get<SqlPool>(SQL_POOL, { strict: false });
  const result = await pool.query(
    `SELECT transaction_id::text AS commit, global_position::text AS prepare
       FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
  );
  const row = result.rows[0] as { commit: string; prepare: string } | undefined;
  return row ? { commit: BigInt(row.commit), prepare: BigInt(row.prepare) } : undefined;
}

/**
 * Waits until every projection has applied everything committed so far (or up to `upTo`), and returns the
 * runner. Generous by default: other runs on the same cluster can hold the visibility horizon back for seconds.
 */
export async function projectionsSettled(
  app: INestApplicationContext,
  { upTo, timeoutMs = 30_000 }: { upTo?: LogPosition; timeoutMs?: number } = {},
): Promise<ProjectionRunner> {
  const runner = app.get<ProjectionRunner>(PROJECTION_RUNNER, { strict: false });
  const target = upTo ?? (await lastCommittedPosition(app));
  await waitUntil(
    async () =>
      (await runner.status()).every(
        (s) => s.lag === 0 && (!target || compareLogPositions(s.position, target) >= 0),
      ),
    timeoutMs,
  );
  return runner;
}
