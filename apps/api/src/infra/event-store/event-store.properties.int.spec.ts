import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import {
  EventLogModel,
  expectSameEvents,
  headOf,
  positionsOutOfOrder,
  readAllInPages,
} from '../../testing/event-log-model.js';
import {
  eventStoreBackends,
  logIsSqlTable,
  type EventStoreBackend,
} from '../../testing/event-store-backends.js';
import { logCases, playLogCase, type LogCase } from '../../testing/log-case.js';
import { propertyParameters } from '../../testing/property-runs.js';
import {
  approachPowerOfTen,
  transactionIdCrossing,
  type PowerOfTenApproach,
} from '../../testing/transaction-ids.js';

/**
 * 200 cases take well under a minute on PGlite; over gRPC (EventStoreDB, the fake) each event read costs far
 * more, and a loaded machine has taken over 5 minutes. A stuck run still fails.
 */
const PROPERTY_TIMEOUT_MS = 600_000;

describe.each(eventStoreBackends())('the event store on %s, by property', (name, open) => {
  let backend: EventStoreBackend;
  let approach: PowerOfTenApproach | undefined;
  beforeAll(async () => {
    backend = await open();
    // Let this run's transactions cross a power of ten (where '1000' sorts before '999' as text).
    if (logIsSqlTable(backend)) approach = await approachPowerOfTen(backend.database.pool);
  });
  afterAll(() => backend.close());

  it(
    'every readStream, readAll page, countAfter and logHead agrees with the model, whatever writers interleave',
    async () => {
      const { store } = backend;
      const started = performance.now();
      const model = new EventLogModel();
      const runStart = await headOf(store);
      let head = runStart;
      const hot = `hot-${randomUUID()}`;
      const stats = { cases: 0, events: 0, retries: 0, races: 0, conflicts: 0, held: 0 };
      const streams = new Set<string>();

      async function checkCase(input: LogCase): Promise<void> {
        const caseStart = (head = await headOf(store, head));
        const since = model.appendCount;
        const { seen, readerProblems, touched, conflictReads } = await playLogCase(backend, model, input, {
          caseStart,
          hot,
          stats,
        });
        const caseLog = model.log(since);
        stats.cases += 1;
        stats.events += caseLog.length;
        for (const streamId of touched) streams.add(streamId);

        // The reader that followed the writers skipped nothing and saw nothing twice, in log order.
        expect(readerProblems).toEqual([]);
        expectSameEvents(seen, caseLog, 'a reader following the writers');

        // Paging afresh, in sizes of the case's choosing, reads the same log, every field as appended.
        const paged = await readAllInPages(store, caseStart, input.pages);
        expect(positionsOutOfOrder(caseStart, paged)).toEqual([]);
        expectSameEvents(paged, caseLog, `readAll in pages of ${input.pages.join(', ')}`);
        const positionOf = new Map(paged.map((event) => [event.id, event.position]));
        for (const append of model.appendsInLogOrder(since)) {
          expect(positionOf.get(append.events.at(-1)!.id)).toEqual(append.result.position);
        }
        const contradictions = model.outOfRealTimeOrder(since);
        expect(contradictions.map(([a, b]) => `${a.streamId} committed before ${b.streamId} began`)).toEqual(
          [],
        );

        // countAfter agrees with readAll from anywhere in the case.
        expect(await store.countAfter(caseStart)).toBe(paged.length);
        for (const probe of input.countProbes) {
          if (paged.length === 0) break;
          const at = probe % paged.length;
          expect(await store.countAfter(paged[at]!.position)).toBe(paged.length - at - 1);
        }

        // With every writer done, the log's head is its last event: by number, across 9→10, 99→100, …
        if (paged.length > 0) expect(await store.logHead()).toEqual(paged.at(-1)!.position);

        // Every stream reads back whole, in revision order, as the model has it (the long-lived one every 25
        // cases and at the end); cold reads after a conflict saw a prefix of it.
        for (const streamId of touched) {
          if (streamId === hot && stats.cases % 25 !== 0) continue;
          expectSameEvents(
            await store.readStream(streamId),
            model.stream(streamId),
            `readStream(${streamId})`,
          );
        }
        for (const read of conflictReads) {
          const stored = model.stream(read.streamId).map((event) => event.id);
          expect(stored.slice(0, read.ids.length)).toEqual(read.ids);
        }
      }

      await fc.assert(
        fc.asyncProperty(logCases, async (input) => {
          try {
            await checkCase(input);
          } catch (error) {
            // A shrunk case replays alone, but the run's long stream is as long as the run made it.
            const length = model.stream(hot).length;
            throw new Error(
              `case ${stats.cases + 1}, the run's long stream at ${length} events: ${String(error)}`,
              { cause: error },
            );
          }
        }),
        propertyParameters(),
      );

      // The whole run, read again across cases: wherever the powers of ten were crossed.
      const whole = await readAllInPages(store, runStart, [1, 9, 10, 99, 100, 999, 1000]);
      expect(positionsOutOfOrder(runStart, whole)).toEqual([]);
      expectSameEvents(whole, model.log(), 'readAll over the whole run');
      expect(await store.countAfter(runStart)).toBe(whole.length);
      const hotStream = await store.readStream(hot);
      expectSameEvents(hotStream, model.stream(hot), `readStream(${hot})`);
      expect(hotStream.length).toBeGreaterThan(1000);

      const crossing = !logIsSqlTable(backend)
        ? { missed: false, summary: 'no transaction ids' }
        : await transactionIdCrossing(backend.database.pool, runStart.prepare, approach?.target);
      expect(crossing).toMatchObject({ missed: false });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `property log-and-streams: ${stats.cases} cases, ${stats.events} events, ${streams.size} streams ` +
          `(longest ${hotStream.length} events), ${stats.retries} retries, ${stats.races} races, ` +
          `${stats.conflicts} conflicts, ${stats.held} late commits, ${crossing.summary} on ${name} in ${seconds} s`,
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
