import { createHash, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { headOf } from '../../testing/event-log-model.js';
import {
  eventStoreBackends,
  logIsSqlTable,
  type EventStoreBackend,
} from '../../testing/event-store-backends.js';
import { propertyParameters } from '../../testing/property-runs.js';
import {
  approachPowerOfTen,
  transactionIdCrossing,
  type PowerOfTenApproach,
} from '../../testing/transaction-ids.js';
import { sleep } from '../../testing/wait-until.js';
import { compareLogPositions } from '../event-store/event-store.port.js';
import type { Projection } from './projection.js';
import { ProjectionRunner } from './projection-runner.js';

/** 200 cases take well under a minute here; a loaded machine gets room, a stuck one still fails. */
const PROPERTY_TIMEOUT_MS = 300_000;
const VISIBLE_WITHIN_MS = 30_000;

type Step =
  | { kind: 'append'; stream: number; count: number; ignored: boolean }
  | { kind: 'batch'; runner: number; size: number }
  | { kind: 'together'; sizes: [number, number] }
  | { kind: 'restart'; runner: number }
  | { kind: 'fail'; runner: number; size: number }
  | { kind: 'follow'; appends: number; ms: number };

const runner = fc.integer({ min: 0, max: 1 });
const batchSize = fc.integer({ min: 1, max: 20 });
const steps: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('append' as const),
      stream: fc.integer({ min: 0, max: 3 }),
      // Now and then a burst that carries a stream past revisions 9 and 99 in one transaction.
      count: fc.oneof(
        { weight: 8, arbitrary: fc.integer({ min: 1, max: 8 }) },
        fc.integer({ min: 9, max: 120 }),
      ),
      ignored: fc.boolean(),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('batch' as const), runner, size: batchSize }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('together' as const), sizes: fc.tuple(batchSize, batchSize) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('restart' as const), runner }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('fail' as const), runner, size: batchSize }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('follow' as const),
      appends: fc.integer({ min: 0, max: 4 }),
      ms: fc.integer({ min: 0, max: 30 }),
    }),
  },
);
const projectionCases = fc.record({
  steps: fc.array(steps, { maxLength: 14 }),
  drain: fc.array(fc.integer({ min: 1, max: 64 }), { minLength: 1, maxLength: 4 }),
});
type ProjectionCase = typeof projectionCases extends fc.Arbitrary<infer T> ? T : never;

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

interface TallyRow {
  stream_id: string;
  n: number;
  revisions: string;
}

/**
 * What a projection that counts each stream's events and chains their ids in log order must hold: applying
 * one twice, skipping one or taking two in the wrong order all give other rows or another chain.
 */
interface Appended {
  id: string;
  type: string;
  streamId: string;
  revision: bigint;
}

function expectedTally(events: readonly Appended[]): { rows: TallyRow[]; chain: string; counted: number } {
  const tallied = events.filter((event) => event.type === 'Tallied');
  const byStream = new Map<string, string[]>();
  for (const event of tallied)
    byStream.set(event.streamId, [...(byStream.get(event.streamId) ?? []), String(event.revision)]);
  return {
    rows: [...byStream]
      .map(([stream_id, revisions]) => ({ stream_id, n: revisions.length, revisions: revisions.join(',') }))
      .sort((a, b) => (a.stream_id < b.stream_id ? -1 : 1)),
    chain: tallied.reduce((chain, event) => md5(chain + event.id), ''),
    counted: tallied.length,
  };
}

/** The counting projection, under a name of its own; `failNext` makes its next batch throw. */
function tallyProjection(name: string) {
  const control = { failNext: false };
  const projection: Projection = {
    name,
    version: 1,
    eventTypes: ['Tallied'],
    tables: [],
    async apply(manager, events) {
      if (control.failNext) {
        control.failNext = false;
        throw new Error('this batch fails');
      }
      const byStream = new Map<string, string[]>();
      for (const event of events)
        byStream.set(event.streamId, [...(byStream.get(event.streamId) ?? []), String(event.revision)]);
      await manager.query(
        `INSERT INTO prop_tally (projection, stream_id, n, revisions)
         SELECT $1, stream_id, n, revisions FROM jsonb_to_recordset($2::jsonb) AS r(stream_id text, n int, revisions text)
         ON CONFLICT (projection, stream_id) DO UPDATE
           SET n = prop_tally.n + EXCLUDED.n, revisions = prop_tally.revisions || ',' || EXCLUDED.revisions`,
        [
          name,
          JSON.stringify(
            [...byStream].map(([stream_id, revisions]) => ({
              stream_id,
              n: revisions.length,
              revisions: revisions.join(','),
            })),
          ),
        ],
      );
      const [row]: { chain: string }[] = await manager.query(
        `SELECT chain FROM prop_chain WHERE projection = $1`,
        [name],
      );
      const chain = events.reduce((chain, event) => md5(chain + event.id), row?.chain ?? '');
      await manager.query(
        `INSERT INTO prop_chain (projection, chain, counted) VALUES ($1, $2, $3)
         ON CONFLICT (projection) DO UPDATE SET chain = EXCLUDED.chain, counted = prop_chain.counted + $3`,
        [name, chain, events.length],
      );
    },
  };
  return { projection, control };
}

describe.each(eventStoreBackends())('a projection on %s, by property', (name, open) => {
  let backend: EventStoreBackend;
  let approach: PowerOfTenApproach | undefined;
  beforeAll(async () => {
    backend = await open();
    if (logIsSqlTable(backend)) approach = await approachPowerOfTen(backend.database.pool);
    await backend.dataSource.query(`
      CREATE TABLE prop_tally (projection text, stream_id text, n int NOT NULL, revisions text NOT NULL,
                               PRIMARY KEY (projection, stream_id))`);
    await backend.dataSource.query(
      `CREATE TABLE prop_chain (projection text PRIMARY KEY, chain text NOT NULL, counted int NOT NULL)`,
    );
  });
  afterAll(() => backend.close());

  it(
    'fed in batches of any size, by runners restarted, racing, failing and following, ends with exactly the model’s table',
    async () => {
      const { store, dataSource } = backend;
      const started = performance.now();
      const runStart = await headOf(store);
      let head = runStart;
      const stats = { cases: 0, events: 0, batches: 0, restarts: 0, failures: 0 };
      const streams = new Set<string>();

      async function checkCase(input: ProjectionCase): Promise<void> {
        const caseStart = (head = await headOf(store, head));
        const caseId = randomUUID().slice(0, 8);
        const { projection, control } = tallyProjection(`prop_${caseId}`);
        // A projection that starts here, built at its version: it owes nothing to the log before the case.
        await dataSource.query(
          `INSERT INTO projection_checkpoints (name, commit_position, prepare_position, version) VALUES ($1, $2, $3, 1)`,
          [projection.name, String(caseStart.commit), String(caseStart.prepare)],
        );
        const newRunner = () =>
          new ProjectionRunner(dataSource, store, [projection], { idlePollMs: 5, gatherMs: 0 });
        const runners = [newRunner(), newRunner()];
        // One writer, one append after another: the log holds them in the order written.
        const appended: Appended[] = [];
        let last = caseStart;
        const append = async (stream: number, count: number, ignored: boolean) => {
          const streamId = `prop-${caseId}-${stream}`;
          const events = Array.from({ length: count }, (_, i) => ({
            id: randomUUID(),
            type: ignored && i % 2 === 0 ? 'Ignored' : 'Tallied',
            data: { i },
          }));
          const result = await store.append(streamId, events, 'any');
          const first = result.nextExpectedRevision - BigInt(count) + 1n;
          appended.push(...events.map((event, i) => ({ ...event, streamId, revision: first + BigInt(i) })));
          expect(compareLogPositions(result.position, last)).toBe(1);
          last = result.position;
          streams.add(streamId);
        };
        const checkpoint = async () => (await runners[0]!.status())[0]!;

        for (const step of input.steps) {
          switch (step.kind) {
            case 'append':
              await append(step.stream, step.count, step.ignored);
              break;
            case 'batch':
              await runners[step.runner]!.applyNextBatch(projection, step.size);
              stats.batches += 1;
              break;
            case 'together':
              await Promise.all(step.sizes.map((size, i) => runners[i]!.applyNextBatch(projection, size)));
              stats.batches += 2;
              break;
            case 'restart':
              runners[step.runner] = newRunner();
              stats.restarts += 1;
              break;
            case 'fail': {
              const before = await checkpoint();
              control.failNext = true;
              const outcome = await runners[step.runner]!.applyNextBatch(projection, step.size).then(
                () => null,
                (error: unknown) => error,
              );
              if (outcome) {
                // The batch and its checkpoint went together: nothing of it stayed.
                expect(String(outcome)).toMatch('this batch fails');
                expect((await checkpoint()).position).toEqual(before.position);
                stats.failures += 1;
              }
              control.failNext = false;
              break;
            }
            case 'follow': {
              const follower = newRunner();
              const errors: unknown[] = [];
              follower.start((_name, error) => errors.push(error));
              for (let i = 0; i < step.appends; i += 1) await append(i % 4, 2, false);
              await sleep(step.ms);
              await follower.stop();
              expect(errors).toEqual([]);
              break;
            }
          }
        }

        // A new process drains what is left, in batches of the case's sizes.
        const drainer = newRunner();
        const deadline = Date.now() + VISIBLE_WITHIN_MS;
        for (let i = 0; ; i += 1) {
          const batch = await drainer.applyNextBatch(projection, input.drain[i % input.drain.length]!);
          if (batch === null) {
            const at = (await checkpoint()).position;
            if (compareLogPositions(at, last) === 0) break;
            if (Date.now() > deadline) throw new Error('the projection did not reach the last event written');
            await sleep(5);
          }
        }

        const expected = expectedTally(appended);
        expect(
          await dataSource.query(
            `SELECT stream_id, n, revisions FROM prop_tally WHERE projection = $1 ORDER BY stream_id`,
            [projection.name],
          ),
        ).toEqual(expected.rows);
        const [chain] = await dataSource.query(
          `SELECT chain, counted FROM prop_chain WHERE projection = $1`,
          [projection.name],
        );
        expect(chain ?? { chain: '', counted: 0 }).toEqual({
          chain: expected.chain,
          counted: expected.counted,
        });
        expect(await checkpoint()).toMatchObject({
          position: last,
          eventsProcessed: BigInt(appended.length),
          lag: 0,
        });

        stats.cases += 1;
        stats.events += appended.length;
        head = last;
      }

      await fc.assert(fc.asyncProperty(projectionCases, checkCase), propertyParameters());

      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const crossing = !logIsSqlTable(backend)
        ? { missed: false, summary: 'no transaction ids' }
        : await transactionIdCrossing(backend.database.pool, runStart.prepare, approach?.target);
      expect(crossing).toMatchObject({ missed: false });
      console.log(
        `property projection-runs: ${stats.cases} cases, ${stats.events} events, ${streams.size} streams, ` +
          `${stats.batches} batches, ${stats.restarts} restarts, ${stats.failures} failed batches, ${crossing.summary} ` +
          `on ${name} in ${seconds} s`,
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
