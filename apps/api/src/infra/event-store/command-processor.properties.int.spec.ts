import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { eventStoreBackends, type EventStoreBackend } from '../../testing/event-store-backends.js';
import { growthPerCase, propertyParameters, split, streamLengths } from '../../testing/property-runs.js';
import { tallyDecider, tallyStreamName, TallyMismatch } from '../../testing/tally-decider.js';
import { CommandProcessor } from './command-processor.js';

/**
 * 200 cases take well under a minute on PGlite; over gRPC (EventStoreDB, the fake) each event read costs far
 * more, and a loaded machine has taken over 5 minutes. A stuck run still fails.
 */
const PROPERTY_TIMEOUT_MS = 600_000;

const processorCases = fc.record({
  length: streamLengths,
  pieces: fc.integer({ min: 1, max: 4 }),
  more: fc.integer({ min: 1, max: 3 }),
  /** Events added to the run's one ever-growing stream, which passes revision 999 → 1000 mid-run. */
  hot: growthPerCase(1010),
});

type ProcessorCase = typeof processorCases extends fc.Arbitrary<infer T> ? T : never;

const numbered = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe.each(eventStoreBackends())('the command processor on %s, by property', (name, open) => {
  let backend: EventStoreBackend;
  beforeAll(async () => {
    backend = await open();
  });
  afterAll(() => backend.close());

  it(
    'a fresh processor decides on a cold stream of any length, as after a restart; a retry records nothing twice',
    async () => {
      const { store } = backend;
      const started = performance.now();
      const hot = tallyStreamName(`hot-${randomUUID()}`);
      let hotLength = 0;
      let hotProcessor = new CommandProcessor(store);
      const stats = { cases: 0, events: 0 };
      const tally = (
        processor: CommandProcessor,
        streamId: string,
        times: number,
        commandId = randomUUID(),
      ) =>
        processor.handle({
          decider: tallyDecider,
          streamId,
          commandId,
          command: { type: 'Add', data: { times } },
        });

      async function checkCase({ length, pieces, more, hot: hotMore }: ProcessorCase) {
        const streamId = tallyStreamName(randomUUID());

        // One process builds the stream…
        const first = new CommandProcessor(store);
        for (const times of split(length, pieces)) {
          expect((await tally(first, streamId, times)).recorded).toBe(true);
        }

        // …another, started afresh, decides on it cold: it must see every event, in order.
        const commandId = randomUUID();
        const restarted = await tally(new CommandProcessor(store), streamId, more, commandId);
        expect(restarted.recorded).toBe(true);
        expect(restarted.events.map((e) => e.data.n)).toEqual(numbered(length, more));

        // The same command again, on a third fresh process: the original answer, nothing written.
        const retried = await tally(new CommandProcessor(store), streamId, more, commandId);
        expect(retried).toMatchObject({ recorded: false, position: restarted.position });

        // The first process remembers the stream as it left it: its append is refused, it reads the stream
        // and decides again.
        expect((await tally(first, streamId, 1)).events.map((e) => e.data.n)).toEqual([length + more]);

        // A refusal is decided on the stored stream too, never on a guess.
        const check = (count: number) =>
          new CommandProcessor(store).handle({
            decider: tallyDecider,
            streamId,
            commandId: randomUUID(),
            command: { type: 'Check', data: { count } },
          });
        await expect(check(length)).rejects.toBeInstanceOf(TallyMismatch);

        const read = await store.readStream(streamId);
        expect(read.map((e) => [e.revision, e.data.n])).toEqual(
          numbered(0, length + more + 1).map((n) => [BigInt(n), n]),
        );

        // The run's long stream, past revision 999. A process that keeps running appends to it from memory; every fifth case a fresh one reads it cold.
        if (stats.cases % 5 === 0) hotProcessor = new CommandProcessor(store);
        const grown = await tally(hotProcessor, hot, hotMore);
        expect(grown.events.map((e) => e.data.n)).toEqual(numbered(hotLength, hotMore));
        hotLength += hotMore;

        stats.cases += 1;
        stats.events += length + more + 1 + hotMore;
      }

      await fc.assert(
        fc.asyncProperty(processorCases, async (input) => {
          try {
            await checkCase(input);
          } catch (error) {
            // A shrunk case replays alone, but the run's long stream is as long as the run made it.
            throw new Error(
              `case ${stats.cases + 1}, the run's long stream at ${hotLength} events: ${String(error)}`,
              {
                cause: error,
              },
            );
          }
        }),
        propertyParameters(),
      );

      expect(hotLength).toBeGreaterThan(1000);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `property cold-decisions: ${stats.cases} cases, ${stats.events} events, ${stats.cases + 1} streams ` +
          `(longest ${hotLength} events) on ${name} in ${seconds} s`,
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
