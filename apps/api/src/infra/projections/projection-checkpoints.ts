import type { DataSource, EntityManager } from 'typeorm';
import { START_OF_LOG, type LogPosition } from '../event-store/event-store.port.js';
import type { Projection } from './projection.js';

/**
 * The `projection_checkpoints` table: where each projection is in the log, how many events it has passed,
 * the version its rows were built at, and whether a rebuild from position 0 is under way (ADR 0005, 0110).
 */

export interface CheckpointRow {
  position: LogPosition;
  eventsProcessed: number;
  version: number | null;
  rebuilding: boolean;
  /** The row did not exist: the projection had never run. */
  created: boolean;
}

export interface RebuildClaim {
  position: LogPosition;
  eventsProcessed: number;
  /** The version the rows were built at before; null when never recorded. */
  from: number | null;
  firstBuild: boolean;
  /** A rebuild cut short goes on from its checkpoint, rather than one starting from position 0. */
  resumed: boolean;
}

/** A projection's rows were built at another version than the code that would apply the next batch. */
export class ProjectionVersionError extends Error {
  constructor(
    readonly projection: string,
    readonly stored: number | null,
    readonly code: number,
  ) {
    super(
      stored !== null && stored > code
        ? `Projection ${projection} was built at version ${stored}, newer than this process's ${code}: ` +
            `it leaves it alone (upgrade this process).`
        : `Projection ${projection} was built at version ${stored ?? 'unrecorded'}; this process runs ` +
            `${code} and must rebuild it first.`,
    );
    this.name = 'ProjectionVersionError';
  }

  /** Whether this process's code is older than the rows: it must neither apply to them nor rebuild them. */
  get processIsOutdated(): boolean {
    return this.stored !== null && this.stored > this.code;
  }
}

export async function readCheckpoint(dataSource: DataSource, name: string): Promise<LogPosition> {
  const rows: { commit_position: string; prepare_position: string }[] = await dataSource.query(
    `SELECT commit_position::text, prepare_position::text FROM projection_checkpoints WHERE name = $1`,
    [name],
  );
  const row = rows[0];
  return row ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) } : START_OF_LOG;
}

/**
 * Locks the projection's checkpoint row, creating it at the start of the log if it is missing: built at
 * `versionIfNew` (a runner that starts a projection from position 0 builds it at its own version), or at
 * no version, which makes a rebuild empty its tables first.
 */
export async function lockCheckpoint(
  manager: EntityManager,
  name: string,
  versionIfNew: number | null,
): Promise<CheckpointRow> {
  const created: unknown[] = await manager.query(
    `INSERT INTO projection_checkpoints (name, commit_position, prepare_position, version) VALUES ($1, $2, $3, $4)
       ON CONFLICT (name) DO NOTHING RETURNING name`,
    [name, String(START_OF_LOG.commit), String(START_OF_LOG.prepare), versionIfNew],
  );
  const rows: {
    commit_position: string;
    prepare_position: string;
    events_processed: string;
    version: number | null;
    rebuilding: boolean;
  }[] = await manager.query(
    `SELECT commit_position::text, prepare_position::text, events_processed::text, version,
            rebuild_started_at IS NOT NULL AS rebuilding
       FROM projection_checkpoints WHERE name = $1 FOR UPDATE`,
    [name],
  );
  const row = rows[0]!;
  return {
    position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
    eventsProcessed: Number(row.events_processed),
    version: row.version,
    rebuilding: row.rebuilding,
    created: created.length > 0,
  };
}

/** Moves the checkpoint past a batch just applied, in the batch's transaction. */
export async function moveCheckpoint(
  manager: EntityManager,
  name: string,
  to: LogPosition,
  events: number,
): Promise<void> {
  await manager.query(
    `UPDATE projection_checkpoints SET commit_position = $2, prepare_position = $3,
       events_processed = events_processed + $4, updated_at = now() WHERE name = $1`,
    [name, String(to.commit), String(to.prepare), events],
  );
}

/**
 * Moves the checkpoint past a batch with nothing for the projection to apply, in one statement: only if it is
 * still at `from` and at `version` (what the locked path checks). false when it was not: the caller then takes
 * the locked path, which finds out why. A batch of other projections' events costs one UPDATE, not a transaction.
 */
export async function moveCheckpointIfAt(
  dataSource: DataSource,
  name: string,
  version: number,
  from: LogPosition,
  to: LogPosition,
  events: number,
): Promise<boolean> {
  // TypeORM answers an UPDATE with [rows, rowCount] (always two items); a SELECT over it answers with its rows.
  const moved: { name: string }[] = await dataSource.query(
    `WITH moved AS (
       UPDATE projection_checkpoints SET commit_position = $2, prepare_position = $3,
         events_processed = events_processed + $4, updated_at = now()
       WHERE name = $1 AND version = $5 AND commit_position = $6 AND prepare_position = $7
       RETURNING name)
     SELECT name FROM moved`,
    [name, String(to.commit), String(to.prepare), events, version, String(from.commit), String(from.prepare)],
  );
  return moved.length > 0;
}

/** Built at the code's version, and not in the middle of a rebuild: nothing to do before following the log. */
export async function isBuiltAtVersion(dataSource: DataSource, projection: Projection): Promise<boolean> {
  const rows: { version: number | null; rebuilding: boolean }[] = await dataSource.query(
    `SELECT version, rebuild_started_at IS NOT NULL AS rebuilding FROM projection_checkpoints WHERE name = $1`,
    [projection.name],
  );
  const row = rows[0];
  return row !== undefined && row.version === projection.version && !row.rebuilding;
}

/**
 * Under the checkpoint's row lock: empties the tables and resets the checkpoint when the rows were built at
 * another version (or never, or `force`), so that exactly one runner does it; or picks up a rebuild cut short.
 * Null when the projection is built at its version already.
 */
export async function claimRebuild(
  dataSource: DataSource,
  projection: Projection,
  force: boolean,
): Promise<RebuildClaim | null> {
  return dataSource.transaction(async (manager) => {
    const row = await lockCheckpoint(manager, projection.name, null);
    if (row.version !== null && row.version > projection.version) {
      throw new ProjectionVersionError(projection.name, row.version, projection.version);
    }
    if (!force && row.version === projection.version) {
      if (!row.rebuilding) return null;
      const { position, eventsProcessed } = row;
      return { position, eventsProcessed, from: row.version, firstBuild: false, resumed: true };
    }
    for (const table of projection.tables) await manager.query(`TRUNCATE TABLE ${quoteIdent(table)}`);
    await manager.query(
      `UPDATE projection_checkpoints SET commit_position = $2, prepare_position = $3, events_processed = 0,
         version = $4, rebuild_started_at = now(), updated_at = now() WHERE name = $1`,
      [projection.name, String(START_OF_LOG.commit), String(START_OF_LOG.prepare), projection.version],
    );
    return {
      position: START_OF_LOG,
      eventsProcessed: 0,
      from: row.version,
      firstBuild: row.created,
      resumed: false,
    };
  });
}

/**
 * The rebuild reached the head of the log: only now is it done (one cut short before this resumes). Returns the
 * events applied since the tables were emptied, by this runner or by any other that followed the log meanwhile;
 * null when a process at a newer version took the projection over meanwhile.
 */
export async function finishRebuild(dataSource: DataSource, projection: Projection): Promise<number | null> {
  const rows: { events_processed: string }[] = await dataSource.query(
    `WITH finished AS (
       UPDATE projection_checkpoints SET rebuild_started_at = NULL WHERE name = $1 AND version = $2
       RETURNING events_processed)
     SELECT events_processed::text FROM finished`,
    [projection.name, projection.version],
  );
  return rows[0] ? Number(rows[0].events_processed) : null;
}

export interface CheckpointStatusRow {
  name: string;
  commit_position: string;
  prepare_position: string;
  events_processed: string;
  updated_at: Date;
  version: number | null;
  rebuilding: boolean;
}

export function checkpointStatusRows(dataSource: DataSource): Promise<CheckpointStatusRow[]> {
  return dataSource.query(`SELECT name, commit_position::text, prepare_position::text, events_processed::text,
    updated_at, version, rebuild_started_at IS NOT NULL AS rebuilding FROM projection_checkpoints`);
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Refusing odd table name '${name}'`);
  return `"${name}"`;
}
