import { randomUUID } from 'node:crypto';
import { termsDecider, termsStreamName, type AcceptTerms } from '@quiz/domain';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import type { EventStore } from './event-store.port.js';
import { CommandProcessor } from './command-processor.js';
import { PostgresEventStore } from './postgres-event-store.js';

const now = new Date('2026-11-21T10:00:00.000Z');
const accept = (userId: string, version = 'v1'): AcceptTerms => ({
  type: 'AcceptTerms',
  data: { userId, version, acceptedAt: '2026-11-21T09:00:00.000Z' },
  metadata: { now },
});

/** Counts stream reads, to show when a decision was made on remembered state. */
function countingStore(store: EventStore) {
  const reads = { count: 0 };
  const counted: EventStore = Object.create(store);
  counted.readStream = async (streamId) => {
    reads.count += 1;
    return store.readStream(streamId);
  };
  return { counted, reads };
}

describe('the command processor', () => {
  let database: TestDatabase;
  let store: EventStore;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    store = new PostgresEventStore(database.pool, 'pglite');
  });
  afterAll(() => database.close());

  const handle = (processor: CommandProcessor, userId: string, commandId = randomUUID(), version = 'v1') =>
    processor.handle({
      decider: termsDecider,
      streamId: termsStreamName(userId),
      commandId,
      command: accept(userId, version),
    });

  it('writes a first event to a new stream without reading it first', async () => {
    const { counted, reads } = countingStore(store);
    const outcome = await handle(new CommandProcessor(counted), randomUUID());
    expect(outcome.recorded).toBe(true);
    expect(reads.count).toBe(0);
  });

  it('decides on the stored stream when another node wrote it (its guess of a new stream is refused)', async () => {
    const userId = randomUUID();
    await handle(new CommandProcessor(store), userId); // "another node" accepts v1
    const { counted, reads } = countingStore(store);
    const outcome = await handle(new CommandProcessor(counted), userId);
    expect(outcome).toMatchObject({ recorded: false, events: [] });
    expect(reads.count).toBe(1);
    expect((await store.readStream(termsStreamName(userId))).map((e) => e.type)).toEqual(['TermsAccepted']);
  });

  it('answers a repeat on the same node from what it remembers, recording nothing', async () => {
    const userId = randomUUID();
    const processor = new CommandProcessor(store);
    await handle(processor, userId);
    const again = await handle(processor, userId);
    expect(again.recorded).toBe(false);
    expect(await store.readStream(termsStreamName(userId))).toHaveLength(1);
  });

  it('recognises a retried command on a node that never saw the stream', async () => {
    const userId = randomUUID();
    const commandId = randomUUID();
    await handle(new CommandProcessor(store), userId, commandId);
    const retried = await handle(new CommandProcessor(store), userId, commandId);
    expect(retried.recorded).toBe(false);
    expect(await store.readStream(termsStreamName(userId))).toHaveLength(1);
  });

  it('never answers a refusal from a guess: the refusal comes from the stored stream', async () => {
    const { counted, reads } = countingStore(store);
    await expect(
      handle(new CommandProcessor(counted), randomUUID(), randomUUID(), 'v9'),
    ).rejects.toMatchObject({
      code: 'TERMS.UNKNOWN_VERSION',
    });
    expect(reads.count).toBe(1);
  });

  it('lets exactly one of two nodes record the same first acceptance', async () => {
    const userId = randomUUID();
    const outcomes = await Promise.all([
      handle(new CommandProcessor(store), userId),
      handle(new CommandProcessor(store), userId),
    ]);
    expect(outcomes.filter((o) => o.recorded)).toHaveLength(1);
    expect(await store.readStream(termsStreamName(userId))).toHaveLength(1);
  });
});

describe('the command processor under contention', () => {
  it('gives up with a conflict after the allowed number of lost races, having written nothing', async () => {
    const database = await openTestDatabase('pglite');
    try {
      const real = new PostgresEventStore(database.pool, 'pglite');
      let appends = 0;
      const racing: EventStore = Object.create(real);
      // Every append loses a race: someone else writes the stream just before it.
      racing.append = async (streamId, events, expected) => {
        appends += 1;
        const rival = {
          userId: 'rival',
          version: 'v0',
          acceptedAt: now.toISOString(),
          recordedAt: now.toISOString(),
        };
        await real.append(streamId, [{ id: randomUUID(), type: 'TermsAccepted', data: rival }], 'any');
        return real.append(streamId, events, expected);
      };
      const userId = randomUUID();
      const processor = new CommandProcessor(racing);
      await expect(
        processor.handle({
          decider: termsDecider,
          streamId: termsStreamName(userId),
          commandId: randomUUID(),
          command: accept(userId),
          maxAttempts: 3,
        }),
      ).rejects.toMatchObject({ name: 'CommandConflictError' });
      expect(appends).toBe(3);
      const stored = await real.readStream(termsStreamName(userId));
      // Only the three rival writes: none of this command's attempts landed.
      expect(stored.map((e) => e.data.version)).toEqual(['v0', 'v0', 'v0']);
    } finally {
      await database.close();
    }
  });
});
