import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database.js';
import { waitUntil } from '../../testing/wait-until.js';
import { createDataSource } from '../database/data-source.js';
import type { SqlPool } from '../database/sql-pool.js';
import { START_OF_LOG, type EventStore, type RecordedEvent } from '../event-store/event-store.port.js';
import { PostgresEventStore, appendEvents } from '../event-store/postgres-event-store.js';
import type { Projection } from './projection.js';
import { moveCheckpointIfAt } from './projection-checkpoints.js';
import {
  PROJECTION_REBUILD_LOCK,
  ProjectionRunner,
  ProjectionVersionError,
  type RebuildProgress,
} from './projection-runner.js';
import { advisoryExclusiveLock, inProcessExclusiveLock } from '../locks/exclusive-lock.js';
import { rebuildProgressLog } from './rebuild-progress-log.js';

/** Enough for three rebuild batches of 5,000, so that progress and a rebuild cut short show. */
const SEEDED_APPENDS = 12;
const EVENTS_PER_APPEND = 1000;

type Tally = Map<string, string[]>;

/**
 * Counts each stream's events and strings their revisions together. Deliberately not idempotent: an event
 * applied twice, skipped or applied out of order leaves a row that no correct replay gives.
 */
function tallyProjection(table: string, version: number, options: { failOnBatch?: number } = {}): Projection {
  let batches = 0;
  return {
    name: `tally_${table}`,
    version,
    eventTypes: ['Tallied'],
    tables: [table],
    async apply(manager, events) {
      batches += 1;
      if (batches === options.failOnBatch) throw new Error('the process stopped here');
      const byStream: Tally = new Map();
      for (const event of events) {
        byStream.set(event.streamId, [...(byStream.get(event.streamId) ?? []), String(event.revision)]);
      }
      await manager.query(
        `INSERT INTO ${table} (stream_id, n, revisions)
         SELECT stream_id, n, revisions FROM jsonb_to_recordset($1::jsonb) AS r(stream_id text, n int, revisions text)
         ON CONFLICT (stream_id) DO UPDATE
           SET n = ${table}.n + EXCLUDED.n, revisions = ${table}.revisions || ',' || EXCLUDED.revisions`,
        [
          JSON.stringify(
            [...byStream].map(([stream_id, revisions]) => ({
              stream_id,
              n: revisions.length,
              revisions: revisions.join(','),
            })),
          ),
        ],
      );
    },
  };
}

function tallyOf(events: readonly RecordedEvent[]): { stream_id: string; n: number; revisions: string }[] {
  const tally: Tally = new Map();
  for (const event of events) {
    if (event.type !== 'Tallied') continue;
    tally.set(event.streamId, [...(tally.get(event.streamId) ?? []), String(event.revision)]);
  }
  return [...tally]
    .map(([stream_id, revisions]) => ({ stream_id, n: revisions.length, revisions: revisions.join(',') }))
    .sort((a, b) => (a.stream_id < b.stream_id ? -1 : 1));
}

async function wholeLog(store: EventStore): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (;;) {
    const page = await store.readAll({ after: events.at(-1)?.position ?? START_OF_LOG, maxCount: 5000 });
    if (page.length === 0) return events;
    events.push(...page);
  }
}

const phases = (progress: readonly RebuildProgress[]) => progress.map((p) => p.phase);

describe.each(testDatabaseKinds())('projections rebuilt at a new version, on %s', (kind) => {
  let database: TestDatabase;
  let store: EventStore;
  const streams = Array.from({ length: 4 }, (_, i) => `tally-${i}-${randomUUID()}`);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    store = new PostgresEventStore(database.pool, kind);
    for (let i = 0; i < SEEDED_APPENDS; i += 1) {
      const events = Array.from({ length: EVENTS_PER_APPEND }, (_, j) => ({
        id: randomUUID(),
        // A few events the tally does not read: they move its checkpoint all the same.
        type: j % 10 === 9 ? 'Ignored' : 'Tallied',
        data: { i, j },
      }));
      await store.append(streams[i % streams.length]!, events, 'any');
    }
    // On a shared server, an older transaction elsewhere can hide the newest events for a moment.
    await waitUntil(
      async () => (await store.countAfter(START_OF_LOG)) === SEEDED_APPENDS * EVENTS_PER_APPEND,
      30_000,
    );
  });
  afterAll(() => database.close());

  async function newTable(): Promise<string> {
    const table = `tally_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await database.dataSource.query(
      `CREATE TABLE ${table} (stream_id text PRIMARY KEY, n int NOT NULL, revisions text NOT NULL)`,
    );
    return table;
  }

  const rowsOf = (table: string, dataSource: DataSource = database.dataSource) =>
    dataSource.query(`SELECT stream_id, n, revisions FROM ${table} ORDER BY stream_id`) as Promise<
      { stream_id: string; n: number; revisions: string }[]
    >;

  /** The state an old build left: rows no replay gives, a checkpoint part-way, and a version or none. */
  async function leaveAsAnOldBuildWould(table: string, name: string, version: number | null): Promise<void> {
    const log = await wholeLog(store);
    await database.dataSource.query(
      `INSERT INTO ${table} (stream_id, n, revisions) VALUES ('never-written', 5, '1,2'), ($1, 9999, '0,10,2')`,
      [streams[0]],
    );
    const middle = log[600]!.position;
    await database.dataSource.query(
      `INSERT INTO projection_checkpoints (name, commit_position, prepare_position, events_processed, version)
       VALUES ($1, $2, $3, 600, $4)`,
      [name, String(middle.commit), String(middle.prepare), version],
    );
  }

  it('rebuilds a projection built before versions were recorded, logging its progress, then follows the log', async () => {
    const table = await newTable();
    const projection = tallyProjection(table, 2);
    await leaveAsAnOldBuildWould(table, projection.name, null);
    const lines: string[] = [];
    const runner = new ProjectionRunner(database.dataSource, store, [projection], { idlePollMs: 20 });

    expect(await runner.rebuildOutdated(rebuildProgressLog((line) => lines.push(line), 0))).toEqual([
      projection.name,
    ]);

    const total = SEEDED_APPENDS * EVENTS_PER_APPEND;
    expect(await rowsOf(table)).toEqual(tallyOf(await wholeLog(store)));
    expect(lines).toEqual([
      `Projection ${projection.name}: rebuilding from position 0 (rows built at version unrecorded, code at version 2): 0/${total} events`,
      `Projection ${projection.name}: rebuilding to version 2: 5000/${total} events (41%)`,
      `Projection ${projection.name}: rebuilding to version 2: 10000/${total} events (83%)`,
      `Projection ${projection.name}: rebuilding to version 2: ${total}/${total} events (100%)`,
      expect.stringMatching(
        new RegExp(
          `^Projection ${projection.name}: rebuilt at version 2: ${total}/${total} events in \\d+\\.\\d s$`,
        ),
      ),
    ]);
    expect((await runner.status())[0]).toMatchObject({
      builtVersion: 2,
      version: 2,
      rebuilding: false,
      lag: 0,
    });
    // Built at its version now: nothing to do at the next start.
    expect(await runner.rebuildOutdated(() => lines.push('unexpected'))).toEqual([]);
    expect(lines).toHaveLength(5);

    const errors: unknown[] = [];
    runner.start((_name, error) => errors.push(error));
    await store.append(streams[1]!, [{ id: randomUUID(), type: 'Tallied', data: {} }], 'any');
    try {
      const expected = tallyOf(await wholeLog(store));
      await waitUntil(async () => JSON.stringify(await rowsOf(table)) === JSON.stringify(expected), 15_000);
    } finally {
      await runner.stop();
    }
    expect(errors).toEqual([]);
  });

  it('rebuilds again from position 0 when the code declares a newer version', async () => {
    const table = await newTable();
    await new ProjectionRunner(database.dataSource, store, [tallyProjection(table, 2)]).rebuildOutdated();
    const progress: RebuildProgress[] = [];
    const runner = new ProjectionRunner(database.dataSource, store, [tallyProjection(table, 3)]);
    await runner.rebuildOutdated((p) => progress.push(p));
    expect(progress[0]).toMatchObject({ phase: 'started', from: 2, to: 3, applied: 0 });
    expect(progress.at(-1)).toMatchObject({ phase: 'finished', from: 2, to: 3 });
    expect(await rowsOf(table)).toEqual(tallyOf(await wholeLog(store)));
  });

  it('lets one of several nodes starting at once rebuild; the others wait, then apply nothing on top', async () => {
    const table = await newTable();
    await leaveAsAnOldBuildWould(table, `tally_${table}`, 1);
    // Each node its own connections, as separate processes would have; PGlite has one process by design.
    const nodes = await Promise.all(
      [0, 1, 2].map(async () => {
        if (kind === 'pglite') {
          const runner = new ProjectionRunner(database.dataSource, store, [tallyProjection(table, 2)], {
            idlePollMs: 20,
            rebuildLock: inProcessExclusiveLock(database.dataSource),
          });
          return { runner, dataSource: database.dataSource, close: async () => undefined };
        }
        const pool = new pg.Pool({ connectionString: database.url, max: 4 }) as unknown as SqlPool;
        const dataSource = createDataSource(pool, []);
        await dataSource.initialize();
        const nodeStore = new PostgresEventStore(pool, 'postgresql');
        const runner = new ProjectionRunner(dataSource, nodeStore, [tallyProjection(table, 2)], {
          idlePollMs: 20,
          rebuildLock: advisoryExclusiveLock(dataSource, PROJECTION_REBUILD_LOCK, 50),
        });
        return { runner, dataSource, close: () => dataSource.destroy() };
      }),
    );
    try {
      const progress: RebuildProgress[][] = nodes.map(() => []);
      const rebuilt = await Promise.all(
        nodes.map(({ runner }, i) => runner.rebuildOutdated((p) => progress[i]!.push(p))),
      );
      expect(rebuilt.filter((names) => names.length > 0)).toHaveLength(1);
      expect(progress.flat().filter((p) => p.phase === 'started')).toHaveLength(1);
      for (const [i, names] of rebuilt.entries()) {
        if (names.length === 0) expect(phases(progress[i]!).filter((p) => p !== 'waiting')).toEqual([]);
      }
      expect(await rowsOf(table)).toEqual(tallyOf(await wholeLog(store)));

      // All three follow the log now; each new event is still applied once.
      const errors: unknown[] = [];
      for (const { runner } of nodes) runner.start((_name, error) => errors.push(error));
      for (let i = 0; i < 40; i += 1) {
        await store.append(
          streams[i % streams.length]!,
          [{ id: randomUUID(), type: 'Tallied', data: {} }],
          'any',
        );
      }
      const expected = tallyOf(await wholeLog(store));
      await waitUntil(async () => JSON.stringify(await rowsOf(table)) === JSON.stringify(expected), 15_000);
      expect(errors).toEqual([]);
    } finally {
      for (const { runner } of nodes) await runner.stop();
      for (const node of nodes) await node.close();
    }
  });

  it('counts every event a rebuild replayed, also those another runner applied to it meanwhile', async () => {
    const table = await newTable();
    const projection = tallyProjection(table, 1);
    // Another node following the same projection: it applies from the emptied checkpoint once the rebuild began.
    const otherNode = new ProjectionRunner(database.dataSource, store, [tallyProjection(table, 1)]);
    let rebuildStarted = false;
    let otherNodeApplied = 0;
    const storeSeenByTheRebuild: EventStore = Object.assign(Object.create(store) as EventStore, {
      readAll: async (options: Parameters<EventStore['readAll']>[0]) => {
        if (rebuildStarted && otherNodeApplied === 0) {
          otherNodeApplied = (await otherNode.applyNextBatch(projection, 5000))?.count ?? -1;
        }
        return store.readAll(options);
      },
    });
    const runner = new ProjectionRunner(database.dataSource, storeSeenByTheRebuild, [projection]);

    const replayed = await runner.rebuild(projection.name, (progress) => {
      if (progress.phase === 'started') rebuildStarted = true;
    });

    const log = await wholeLog(store);
    expect(otherNodeApplied).toBe(5000);
    expect(replayed).toBe(log.length);
    expect(await rowsOf(table)).toEqual(tallyOf(log));
  });

  it('moves a checkpoint past a batch with nothing to apply only from where it is, and says whether it did', async () => {
    const name = `tally_${randomUUID().slice(0, 8)}`;
    const [first, second, third] = (await store.readAll({ after: START_OF_LOG, maxCount: 3 })).map(
      (event) => event.position,
    );
    await database.dataSource.query(
      `INSERT INTO projection_checkpoints (name, commit_position, prepare_position, events_processed, version)
       VALUES ($1, $2, $3, 1, 1)`,
      [name, String(first!.commit), String(first!.prepare)],
    );
    const checkpoint = async () =>
      (await runnerStatusOf(name)) as { commit_position: string; events_processed: string };

    expect(await moveCheckpointIfAt(database.dataSource, name, 1, second!, third!, 1)).toBe(false);
    expect(await moveCheckpointIfAt(database.dataSource, name, 2, first!, second!, 1)).toBe(false);
    expect(await checkpoint()).toMatchObject({
      commit_position: String(first!.commit),
      events_processed: '1',
    });
    expect(await moveCheckpointIfAt(database.dataSource, name, 1, first!, second!, 1)).toBe(true);
    expect(await checkpoint()).toMatchObject({
      commit_position: String(second!.commit),
      events_processed: '2',
    });
  });

  async function runnerStatusOf(name: string): Promise<unknown> {
    const rows: unknown[] = await database.dataSource.query(
      `SELECT commit_position::text, events_processed::text FROM projection_checkpoints WHERE name = $1`,
      [name],
    );
    return rows[0];
  }

  it('resumes a rebuild cut short from its checkpoint, never marking half a table done', async () => {
    const table = await newTable();
    await leaveAsAnOldBuildWould(table, `tally_${table}`, 1);
    const crashed = new ProjectionRunner(database.dataSource, store, [
      tallyProjection(table, 2, { failOnBatch: 2 }),
    ]);
    await expect(crashed.rebuildOutdated()).rejects.toThrow('the process stopped here');

    // What is there is the log's first batch, exactly, and it says it is not done.
    const log = await wholeLog(store);
    expect(await rowsOf(table)).toEqual(tallyOf(log.slice(0, 5000)));
    const [status] = await crashed.status();
    expect(status).toMatchObject({ builtVersion: 2, rebuilding: true, eventsProcessed: 5000n });

    // A new process (a runner with a healthy projection) resumes it as it starts following.
    const progress: RebuildProgress[] = [];
    const restarted = new ProjectionRunner(database.dataSource, store, [tallyProjection(table, 2)], {
      idlePollMs: 20,
    });
    const errors: unknown[] = [];
    restarted.start(
      (_name, error) => errors.push(error),
      (p) => progress.push(p),
    );
    try {
      await waitUntil(() => progress.some((p) => p.phase === 'finished'), 30_000);
    } finally {
      await restarted.stop();
    }
    expect(errors).toEqual([]);
    expect(progress[0]).toMatchObject({ phase: 'resumed', from: 2, to: 2, applied: 5000, total: log.length });
    expect(await rowsOf(table)).toEqual(tallyOf(log));
    expect((await restarted.status())[0]).toMatchObject({ builtVersion: 2, rebuilding: false });
  });

  it('starts a rebuild cut short over from position 0 when the code moved to yet another version', async () => {
    const table = await newTable();
    await expect(
      new ProjectionRunner(database.dataSource, store, [
        tallyProjection(table, 2, { failOnBatch: 2 }),
      ]).rebuildOutdated(),
    ).rejects.toThrow('the process stopped here');
    const progress: RebuildProgress[] = [];
    await new ProjectionRunner(database.dataSource, store, [tallyProjection(table, 3)]).rebuildOutdated((p) =>
      progress.push(p),
    );
    expect(progress[0]).toMatchObject({ phase: 'started', from: 2, to: 3, applied: 0 });
    expect(await rowsOf(table)).toEqual(tallyOf(await wholeLog(store)));
  });

  it('leaves alone rows a newer version built: an older process neither applies to them nor rebuilds them', async () => {
    const table = await newTable();
    const newer = new ProjectionRunner(database.dataSource, store, [tallyProjection(table, 3)]);
    await newer.rebuildOutdated();
    const built = await rowsOf(table);
    await store.append(streams[2]!, [{ id: randomUUID(), type: 'Tallied', data: {} }], 'any');

    const older = new ProjectionRunner(database.dataSource, store, [tallyProjection(table, 2)]);
    const refusal = await older.rebuildOutdated().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ProjectionVersionError);
    expect((refusal as ProjectionVersionError).processIsOutdated).toBe(true);
    await expect(older.catchUp(older.projections[0]!)).rejects.toBeInstanceOf(ProjectionVersionError);
    expect(await rowsOf(table)).toEqual(built);

    // The log reads only what every open transaction of the cluster can no longer precede (a late commit is
    // never skipped), so another suite's transaction may hold the new event back for a moment: catch up as the
    // runner's loop does, until the event is in.
    const expected = tallyOf(await wholeLog(store));
    await waitUntil(async () => {
      await newer.catchUp(newer.projections[0]!);
      return JSON.stringify(await rowsOf(table)) === JSON.stringify(expected);
    }, 30_000);
    expect(await rowsOf(table)).toEqual(expected);
  });

  it('rebuilds through the events committed before it began, also those an open write still hides (ADR 0003)', async () => {
    // PGlite has one connection: no write stays open while another commits.
    if (!database.concurrentTransactions) return expect(kind).toBe('pglite');
    const table = await newTable();
    const projection = tallyProjection(table, 1);
    const runner = new ProjectionRunner(database.dataSource, store, [projection], { idlePollMs: 20 });
    const held = await database.pool.connect();
    const later = `hidden-${randomUUID()}`;
    try {
      await held.query('BEGIN');
      await appendEvents(
        held,
        `held-${randomUUID()}`,
        [{ id: randomUUID(), type: 'Tallied', data: {} }],
        'any',
      );
      // Committed, but behind the open write: no reader of the log returns it yet.
      await store.append(later, [{ id: randomUUID(), type: 'Tallied', data: {} }], 'no_stream');
      let reachedTheHiddenPart!: () => void;
      const atHiddenPart = new Promise<void>((resolve) => (reachedTheHiddenPart = resolve));
      const rebuilding = runner.rebuild(projection.name, (progress) => {
        if (progress.phase === 'applied' && progress.applied >= progress.total) reachedTheHiddenPart();
      });
      await atHiddenPart;
      // Without waiting for the log's head, the rebuild would have ended here, without the later event.
      await Promise.race([rebuilding, new Promise((resolve) => setTimeout(resolve, 1000))]);
      await held.query('COMMIT');
      await rebuilding;
    } finally {
      held.release();
    }
    const rows = await rowsOf(table);
    expect(rows.find((row) => row.stream_id === later)).toMatchObject({ n: 1 });
    expect(rows).toEqual(tallyOf(await wholeLog(store)));
  });
});
