import type { DataSource, EntityManager } from 'typeorm';
import {
  START_OF_LOG,
  compareLogPositions,
  type EventStore,
  type LogPosition,
  type RecordedEvent,
} from '../event-store/event-store.port.js';
import { abortableSleep as sleep } from '../async/abortable-sleep.js';
import type { Projection } from './projection.js';

export interface ProjectionStatus {
  name: string;
  position: LogPosition;
  eventsProcessed: bigint;
  /** Events in the log after this projection's checkpoint. */
  lag: number;
  updatedAt: Date | null;
}

export interface CatchUpProgress {
  name: string;
  processedInRun: number;
  position: LogPosition;
}

/** Events per transaction while following the log: small enough to keep lag and lock time short. */
const FOLLOW_BATCH_SIZE = 500;
/** Events per transaction when catching up or rebuilding, where throughput is what counts. */
const CATCH_UP_BATCH_SIZE = 5000;
const LAG_SAMPLES_KEPT = 20_000;

/**
 * Feeds each projection from its stored checkpoint. Events are read outside any transaction; then one
 * transaction locks the checkpoint row, checks that nobody moved it meanwhile (another api node may run the
 * same projection), applies the batch and moves the checkpoint.
 */
export class ProjectionRunner {
  private readonly abort = new AbortController();
  private loops: Promise<void>[] = [];
  private readonly lagSamples = new Map<string, number[]>();
  /** The checkpoint this process last wrote or read, per projection; verified under lock before use. */
  private readonly knownCheckpoints = new Map<string, LogPosition>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly eventStore: EventStore,
    readonly projections: readonly Projection[],
    private readonly idlePollMs = 100,
    /**
     * After a wake-up, how long to let further appends gather before reading: under load one batch then
     * carries many events instead of a transaction per event, for a few milliseconds of extra lag.
     */
    private readonly gatherMs = 15,
  ) {}

  start(onError: (projection: string, error: unknown) => void): void {
    this.loops = this.projections.map((projection) => this.follow(projection, onError));
  }

  async stop(): Promise<void> {
    this.abort.abort();
    await Promise.all(this.loops);
  }

  /** Processes everything available now; returns how many events it applied. */
  async catchUp(projection: Projection, onProgress?: (progress: CatchUpProgress) => void): Promise<number> {
    let processed = 0;
    for (;;) {
      const applied = await this.processBatch(projection, CATCH_UP_BATCH_SIZE);
      if (applied === null) return processed;
      processed += applied.count;
      onProgress?.({ name: projection.name, processedInRun: processed, position: applied.position });
    }
  }

  /** Empties a projection's tables and checkpoint, then replays the whole log into it. */
  async rebuild(name: string, onProgress?: (progress: CatchUpProgress) => void): Promise<number> {
    const projection = this.get(name);
    await this.dataSource.transaction(async (manager) => {
      await this.lockCheckpoint(manager, projection.name);
      for (const table of projection.tables) await manager.query(`TRUNCATE TABLE ${quoteIdent(table)}`);
      await manager.query(
        `UPDATE projection_checkpoints SET commit_position = $2, prepare_position = $3, events_processed = 0,
           updated_at = now() WHERE name = $1`,
        [projection.name, String(START_OF_LOG.commit), String(START_OF_LOG.prepare)],
      );
    });
    this.knownCheckpoints.set(projection.name, START_OF_LOG);
    return this.catchUp(projection, onProgress);
  }

  async status(): Promise<ProjectionStatus[]> {
    const rows: {
      name: string;
      commit_position: string;
      prepare_position: string;
      events_processed: string;
      updated_at: Date;
    }[] = await this.dataSource
      .query(`SELECT name, commit_position::text, prepare_position::text, events_processed::text,
        updated_at FROM projection_checkpoints`);
    const byName = new Map(rows.map((row) => [row.name, row]));
    const statuses: ProjectionStatus[] = [];
    for (const projection of this.projections) {
      const row = byName.get(projection.name);
      const position = row
        ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) }
        : START_OF_LOG;
      statuses.push({
        name: projection.name,
        position,
        eventsProcessed: BigInt(row?.events_processed ?? 0),
        lag: await this.eventStore.countAfter(position),
        updatedAt: row?.updated_at ?? null,
      });
    }
    return statuses;
  }

  get(name: string): Projection {
    const projection = this.projections.find((p) => p.name === name);
    if (!projection) {
      throw new Error(
        `Unknown projection '${name}'. Known: ${this.projections.map((p) => p.name).join(', ')}`,
      );
    }
    return projection;
  }

  private async follow(
    projection: Projection,
    onError: (projection: string, error: unknown) => void,
  ): Promise<void> {
    let failures = 0;
    while (!this.abort.signal.aborted) {
      try {
        const applied = await this.processBatch(projection, FOLLOW_BATCH_SIZE);
        failures = 0;
        if (applied === null || applied.count < FOLLOW_BATCH_SIZE) {
          if (applied === null) await this.eventStore.waitForAppend(this.idlePollMs, this.abort.signal);
          await sleep(this.gatherMs, this.abort.signal);
        }
      } catch (error) {
        if (this.abort.signal.aborted) return;
        onError(projection.name, error);
        failures += 1;
        // Back off on a persistent fault (a lost database) without hammering it; the checkpoint is safe.
        await sleep(Math.min(5000, 100 * 2 ** Math.min(failures, 6)), this.abort.signal);
      }
    }
  }

  /** One batch; null when the projection was already at the head of the log. */
  private async processBatch(
    projection: Projection,
    batchSize: number,
  ): Promise<{ count: number; position: LogPosition } | null> {
    const from = this.knownCheckpoints.get(projection.name) ?? (await this.readCheckpoint(projection.name));
    const events = await this.eventStore.readAll({ after: from, maxCount: batchSize });
    if (events.length === 0) return null;
    const last = events[events.length - 1]!.position;
    const handled = new Set(projection.eventTypes);
    const moved = await this.dataSource.transaction(async (manager) => {
      const current = await this.lockCheckpoint(manager, projection.name);
      if (compareLogPositions(current, from) !== 0) {
        // Another runner (another api node, or a rebuild) moved it: start again from where it really is.
        this.knownCheckpoints.set(projection.name, current);
        return false;
      }
      const relevant = events.filter((event) => handled.has(event.type));
      if (relevant.length > 0) await projection.apply(manager, relevant);
      await manager.query(
        `UPDATE projection_checkpoints SET commit_position = $2, prepare_position = $3,
           events_processed = events_processed + $4, updated_at = now() WHERE name = $1`,
        [projection.name, String(last.commit), String(last.prepare), events.length],
      );
      return true;
    });
    if (moved) {
      this.knownCheckpoints.set(projection.name, last);
      this.sampleLag(projection.name, events);
    }
    return { count: moved ? events.length : 0, position: last };
  }

  /**
   * Milliseconds from each recent event's recording to its projection's commit: how stale a read can be.
   * Kept in memory for benchmarks and diagnostics.
   */
  recentLagMs(name: string): readonly number[] {
    return this.lagSamples.get(name) ?? [];
  }

  private sampleLag(name: string, events: readonly RecordedEvent[]): void {
    const committedAt = Date.now();
    const samples = this.lagSamples.get(name) ?? [];
    for (const event of events) samples.push(committedAt - event.recordedAt.getTime());
    if (samples.length > LAG_SAMPLES_KEPT) samples.splice(0, samples.length - LAG_SAMPLES_KEPT);
    this.lagSamples.set(name, samples);
  }

  private async readCheckpoint(name: string): Promise<LogPosition> {
    const rows: { commit_position: string; prepare_position: string }[] = await this.dataSource.query(
      `SELECT commit_position::text, prepare_position::text FROM projection_checkpoints WHERE name = $1`,
      [name],
    );
    const row = rows[0];
    return row
      ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) }
      : START_OF_LOG;
  }

  private async lockCheckpoint(manager: EntityManager, name: string): Promise<LogPosition> {
    await manager.query(
      `INSERT INTO projection_checkpoints (name, commit_position, prepare_position) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO NOTHING`,
      [name, String(START_OF_LOG.commit), String(START_OF_LOG.prepare)],
    );
    const rows: { commit_position: string; prepare_position: string }[] = await manager.query(
      `SELECT commit_position::text, prepare_position::text FROM projection_checkpoints WHERE name = $1 FOR UPDATE`,
      [name],
    );
    const row = rows[0]!;
    return { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) };
  }
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Refusing odd table name '${name}'`);
  return `"${name}"`;
}
