import type { DataSource } from 'typeorm';
import {
  START_OF_LOG,
  compareLogPositions,
  formatLogPosition,
  type EventStore,
  type LogPosition,
  type RecordedEvent,
} from '../event-store/event-store.port.js';
import { abortableSleep as sleep } from '../async/abortable-sleep.js';
import type { Projection } from './projection.js';
import {
  checkpointStatusRows,
  claimRebuild,
  finishRebuild,
  isBuiltAtVersion,
  lockCheckpoint,
  moveCheckpoint,
  moveCheckpointIfAt,
  ProjectionVersionError,
  readCheckpoint,
} from './projection-checkpoints.js';
import { inProcessExclusiveLock, type ExclusiveLock } from '../locks/exclusive-lock.js';

/**
 * The lock that lets one runner at a time rebuild a projection, so that api nodes starting together do not each
 * replay the log. Correctness does not rest on it: every batch still moves the checkpoint under a row lock, and
 * only one runner empties the tables (ADR 0110). It saves the others the work, and makes them wait.
 */
export const PROJECTION_REBUILD_LOCK = 'quiz.projection_rebuild';

export { ProjectionVersionError } from './projection-checkpoints.js';

export interface ProjectionStatus {
  name: string;
  position: LogPosition;
  eventsProcessed: bigint;
  /** Events in the log after this projection's checkpoint. */
  lag: number;
  updatedAt: Date | null;
  /** The version the rows were built at (null: never recorded), and the version this code declares. */
  builtVersion: number | null;
  version: number;
  /** A rebuild from position 0 has started and not yet reached the head of the log. */
  rebuilding: boolean;
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
const CATCH_UP_THROUGH_POLL_MS = 10;
/** How long a rebuild waits for events committed before it began that an open write still hides. */
const REBUILD_HEAD_WAIT_MS = 10_000;
const LAG_SAMPLES_KEPT = 20_000;

export interface RebuildProgress {
  name: string;
  /**
   * started: the tables were emptied; resumed: a rebuild cut short earlier goes on from its checkpoint;
   * applied: a batch was applied; finished: it reached the head of the log; waiting: another runner holds it.
   */
  phase: 'started' | 'resumed' | 'applied' | 'finished' | 'waiting';
  /** The version the rows were built at before (null: never recorded), and the version being built. */
  from: number | null;
  to: number;
  /** The projection had never run: this is its first build, not a repair. */
  firstBuild: boolean;
  /** Events of the log replayed so far, and in all (the log may grow meanwhile). */
  applied: number;
  total: number;
  elapsedMs: number;
}

export interface ProjectionRunnerOptions {
  idlePollMs?: number;
  /**
   * After a wake-up, how long to let further appends gather before reading: under load one batch then
   * carries many events instead of a transaction per event, for a few milliseconds of extra lag.
   */
  gatherMs?: number;
  /** Who may rebuild a projection at a time; by default, one runner per database in this process. */
  rebuildLock?: ExclusiveLock;
}

/**
 * Feeds each projection from its stored checkpoint. Events are read outside any transaction; then one
 * transaction locks the checkpoint row, checks that nobody moved it meanwhile (another api node may run the
 * same projection) and that its rows were built at this code's version, applies the batch and moves the
 * checkpoint. A projection whose rows were built at another version is rebuilt from position 0 first.
 */
export class ProjectionRunner {
  private readonly abort = new AbortController();
  private loops: Promise<void>[] = [];
  private readonly lagSamples = new Map<string, number[]>();
  /** The checkpoint this process last wrote or read, per projection; verified under lock before use. */
  private readonly knownCheckpoints = new Map<string, LogPosition>();

  private readonly idlePollMs: number;
  private readonly gatherMs: number;
  private readonly rebuildLock: ExclusiveLock;

  constructor(
    private readonly dataSource: DataSource,
    private readonly eventStore: EventStore,
    readonly projections: readonly Projection[],
    options: ProjectionRunnerOptions = {},
  ) {
    this.idlePollMs = options.idlePollMs ?? 100;
    this.gatherMs = options.gatherMs ?? 15;
    this.rebuildLock = options.rebuildLock ?? inProcessExclusiveLock(dataSource);
  }

  /**
   * Follows the log with every projection, each in its own loop. A projection not yet built at its version
   * is rebuilt first (`rebuildOutdated` does the same up front, for a start that waits for it).
   */
  start(
    onError: (projection: string, error: unknown) => void,
    onRebuild?: (progress: RebuildProgress) => void,
  ): void {
    this.loops = this.projections.map((projection) => this.follow(projection, onError, onRebuild));
  }

  async stop(): Promise<void> {
    this.abort.abort();
    await Promise.all(this.loops);
  }

  /**
   * Processes everything available now; returns how many events it applied. A projection not yet built at
   * its version is rebuilt first.
   */
  async catchUp(projection: Projection, onProgress?: (progress: CatchUpProgress) => void): Promise<number> {
    const rebuilt = await this.bringUpToVersion(projection, false);
    let processed = rebuilt ?? 0;
    for (;;) {
      const applied = await this.applyNextBatch(projection, CATCH_UP_BATCH_SIZE);
      if (applied === null) return processed;
      processed += applied.count;
      onProgress?.({ name: projection.name, processedInRun: processed, position: applied.position });
    }
  }

  /**
   * Catches a projection up through `position`, an event the caller has just appended, so that the caller reads
   * its own write. On a PostgreSQL server the log holds an event back while any transaction that began before it
   * is still open, in any database of the cluster (ADR 0003); this waits that out. False if the projection has
   * not passed `position` within `timeoutMs`: the change is recorded, and the follower applies it later.
   */
  async catchUpThrough(projection: Projection, position: LogPosition, timeoutMs = 10_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await this.catchUp(projection);
      const reached = await readCheckpoint(this.dataSource, projection.name);
      if (compareLogPositions(reached, position) >= 0) return true;
      if (Date.now() >= deadline || this.abort.signal.aborted) return false;
      await sleep(CATCH_UP_THROUGH_POLL_MS, this.abort.signal);
    }
  }

  /** Empties a projection's tables and checkpoint, then replays the whole log into it; returns the events read. */
  async rebuild(name: string, onProgress?: (progress: RebuildProgress) => void): Promise<number> {
    return (await this.bringUpToVersion(this.get(name), true, onProgress)) ?? 0;
  }

  /**
   * Rebuilds, one after another, the projections whose rows were built at another version than the code
   * declares, or never built, or whose rebuild was cut short; returns their names. Several processes may
   * call it at once: one rebuilds each projection while the others wait for it.
   */
  async rebuildOutdated(onProgress?: (progress: RebuildProgress) => void): Promise<string[]> {
    const rebuilt: string[] = [];
    for (const projection of this.projections) {
      if ((await this.bringUpToVersion(projection, false, onProgress)) !== null)
        rebuilt.push(projection.name);
    }
    return rebuilt;
  }

  async status(): Promise<ProjectionStatus[]> {
    const rows = await checkpointStatusRows(this.dataSource);
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
        builtVersion: row?.version ?? null,
        version: projection.version,
        rebuilding: row?.rebuilding ?? false,
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
    onRebuild?: (progress: RebuildProgress) => void,
  ): Promise<void> {
    let failures = 0;
    let built = false;
    while (!this.abort.signal.aborted) {
      try {
        if (!built) await this.bringUpToVersion(projection, false, onRebuild);
        built = true;
        const applied = await this.applyNextBatch(projection, FOLLOW_BATCH_SIZE);
        failures = 0;
        if (applied === null || applied.count < FOLLOW_BATCH_SIZE) {
          if (applied === null) await this.eventStore.waitForAppend(this.idlePollMs, this.abort.signal);
          await sleep(this.gatherMs, this.abort.signal);
        }
      } catch (error) {
        if (this.abort.signal.aborted) return;
        if (error instanceof ProjectionVersionError) built = false; // rebuilt elsewhere, or to be rebuilt here
        onError(projection.name, error);
        failures += 1;
        // Back off on a persistent fault (a lost database) without hammering it; the checkpoint is safe.
        await sleep(Math.min(5000, 100 * 2 ** Math.min(failures, 6)), this.abort.signal);
      }
    }
  }

  /**
   * Applies the next batch of at most `batchSize` events; null when the projection was at the head of the log
   * already. The loops above pace themselves; tests and tools may pace a projection with it.
   */
  async applyNextBatch(
    projection: Projection,
    batchSize: number,
  ): Promise<{ count: number; position: LogPosition } | null> {
    const from =
      this.knownCheckpoints.get(projection.name) ?? (await readCheckpoint(this.dataSource, projection.name));
    const events = await this.eventStore.readAll({ after: from, maxCount: batchSize });
    if (events.length === 0) return null;
    assertInLogOrder(projection.name, from, events);
    const last = events[events.length - 1]!.position;
    const handled = new Set(projection.eventTypes);
    const relevant = events.filter((event) => handled.has(event.type));
    if (
      relevant.length === 0 &&
      (await moveCheckpointIfAt(
        this.dataSource,
        projection.name,
        projection.version,
        from,
        last,
        events.length,
      ))
    ) {
      this.knownCheckpoints.set(projection.name, last);
      this.sampleLag(projection.name, events);
      return { count: events.length, position: last };
    }
    const moved = await this.dataSource.transaction(async (manager) => {
      const current = await lockCheckpoint(manager, projection.name, projection.version);
      // Never apply one version's logic on top of rows another version built (a node not yet upgraded).
      if (current.version !== projection.version) {
        throw new ProjectionVersionError(projection.name, current.version, projection.version);
      }
      if (compareLogPositions(current.position, from) !== 0) {
        // Another runner (another api node, or a rebuild) moved it: start again from where it really is.
        this.knownCheckpoints.set(projection.name, current.position);
        return false;
      }
      if (relevant.length > 0) await projection.apply(manager, relevant);
      await moveCheckpoint(manager, projection.name, last, events.length);
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

  /**
   * Brings a projection to the version its code declares: when its rows were built at another one (or
   * `force`), empties its tables and replays the log from position 0; when a rebuild was cut short, resumes
   * it from its checkpoint. Returns the events replayed, or null when there was nothing to do.
   */
  private async bringUpToVersion(
    projection: Projection,
    force: boolean,
    onProgress?: (progress: RebuildProgress) => void,
  ): Promise<number | null> {
    if (!force && (await isBuiltAtVersion(this.dataSource, projection))) return null;
    const started = performance.now();
    const report = (progress: Omit<RebuildProgress, 'name' | 'to' | 'elapsedMs'>) =>
      onProgress?.({
        name: projection.name,
        to: projection.version,
        elapsedMs: performance.now() - started,
        ...progress,
      });
    return this.rebuildLock.exclusively(
      projection.name,
      async () => {
        const claim = await claimRebuild(this.dataSource, projection, force);
        if (claim === null) return null; // another runner rebuilt it while this one waited
        this.knownCheckpoints.set(projection.name, claim.position);
        let applied = claim.eventsProcessed;
        let total = applied + (await this.eventStore.countAfter(claim.position));
        const { from, firstBuild } = claim;
        report({ phase: claim.resumed ? 'resumed' : 'started', from, firstBuild, applied, total });
        const head = await this.eventStore.logHead();
        const headWaitEnds = Date.now() + REBUILD_HEAD_WAIT_MS;
        for (;;) {
          // Stopping mid-way is safe: the rebuild stays marked unfinished and the next start resumes it.
          if (this.abort.signal.aborted)
            throw new Error(`Stopped while rebuilding projection ${projection.name}`);
          const batch = await this.applyNextBatch(projection, CATCH_UP_BATCH_SIZE);
          if (batch === null) {
            // The log hides committed events behind a write still open anywhere (ADR 0003): a rebuild ends once
            // it has applied what was committed when it began, or after a bounded wait (catch-up does the rest).
            const reached = this.knownCheckpoints.get(projection.name) ?? claim.position;
            if (compareLogPositions(reached, head) >= 0 || Date.now() >= headWaitEnds) break;
            await sleep(CATCH_UP_THROUGH_POLL_MS, this.abort.signal);
            continue;
          }
          applied += batch.count;
          total = Math.max(total, applied);
          report({ phase: 'applied', from, firstBuild, applied, total });
        }
        // Another node following the log may have applied batches of the rebuild too: the checkpoint counts them.
        const replayed = (await finishRebuild(this.dataSource, projection)) ?? applied;
        report({ phase: 'finished', from, firstBuild, applied: replayed, total: replayed });
        return replayed - claim.eventsProcessed;
      },
      {
        onWait: () => report({ phase: 'waiting', from: null, firstBuild: false, applied: 0, total: 0 }),
        signal: this.abort.signal,
      },
    );
  }
}

/**
 * The checkpoint becomes the batch's last position, so a batch out of order would skip the events it put
 * last: refuse it rather than move the checkpoint past an event that was never applied.
 */
function assertInLogOrder(name: string, from: LogPosition, events: readonly RecordedEvent[]): void {
  let previous = from;
  for (const event of events) {
    if (compareLogPositions(previous, event.position) >= 0) {
      throw new Error(
        `Projection ${name}: the event store returned ${formatLogPosition(event.position)} after ` +
          `${formatLogPosition(previous)}; the log must be read in order. Checkpoint not moved.`,
      );
    }
    previous = event.position;
  }
}
