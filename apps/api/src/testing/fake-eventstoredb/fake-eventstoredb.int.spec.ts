import { randomUUID } from 'node:crypto';
import {
  EventStoreDBClient,
  StreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
  type AppendExpectedRevision,
} from '@eventstore/db-client';
import { START_OF_LOG } from '../../infra/event-store/event-store.port.js';
import { EventStoreDbEventStore } from '../../infra/event-store/eventstoredb-event-store.js';
import { FakeEventStoreDb } from './fake-eventstoredb.js';

/**
 * The fake as the real client sees it, through both ways the client appends (BatchAppend where ServerFeatures
 * lists it, Append otherwise): the answers the port's suites rely on, checked at the client's own API.
 */
describe.each([
  ['BatchAppend', true],
  ['Append', false],
])('the fake EventStoreDB, appending through %s', (_name, batchAppend) => {
  let fake: FakeEventStoreDb;
  let client: EventStoreDBClient;
  beforeAll(async () => {
    fake = await FakeEventStoreDb.start({ batchAppend });
    client = EventStoreDBClient.connectionString(fake.connectionString);
  });
  afterAll(async () => {
    await client.dispose();
    await fake.stop();
  });

  const events = (count: number) =>
    Array.from({ length: count }, (_, i) => jsonEvent({ id: randomUUID(), type: `E${i}`, data: { i } }));
  const readAllOf = async (stream: string, options: Parameters<EventStoreDBClient['readStream']>[1] = {}) => {
    const read = [];
    for await (const resolved of client.readStream(stream, options)) read.push(resolved.event!);
    return read;
  };

  it('refuses each expected revision the stream is not at, with the error the client maps', async () => {
    const stream = `wire-${randomUUID()}`;
    const refused = async (expectedRevision: AppendExpectedRevision) => {
      const error = await client.appendToStream(stream, events(1), { expectedRevision }).catch((e) => e);
      expect(error).toBeInstanceOf(WrongExpectedVersionError);
      return error as WrongExpectedVersionError;
    };
    expect((await refused('stream_exists')).actualVersion).toBe('no_stream');
    expect((await refused(0n)).expectedVersion).toBe(0n);
    await client.appendToStream(stream, events(3), { expectedRevision: 'no_stream' });
    expect(await refused('no_stream')).toMatchObject({ actualVersion: 2n, expectedVersion: 'no_stream' });
    expect(await refused(1n)).toMatchObject({ actualVersion: 2n, expectedVersion: 1n });
    const ok = await client.appendToStream(stream, events(1), { expectedRevision: 2n });
    expect(ok.nextExpectedRevision).toBe(3n);
    await client.appendToStream(stream, events(1), { expectedRevision: 'stream_exists' });
    await client.appendToStream(stream, events(1), { expectedRevision: 'any' });
    expect((await readAllOf(stream)).map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n, 4n, 5n]);
  });

  it('answers a repeated write at the same expected revision as the first time, writing nothing', async () => {
    const stream = `wire-${randomUUID()}`;
    const batch = events(3);
    const first = await client.appendToStream(stream, batch, { expectedRevision: 'no_stream' });
    const again = await client.appendToStream(stream, batch, { expectedRevision: 'no_stream' });
    expect(again).toEqual(first);
    await client.appendToStream(stream, events(1), { expectedRevision: 2n });
    // From another (stale) expected revision the same ids are a conflict, not a repeat.
    await expect(client.appendToStream(stream, batch, { expectedRevision: 1n })).rejects.toBeInstanceOf(
      WrongExpectedVersionError,
    );
    expect(await readAllOf(stream)).toHaveLength(4);
  });

  it('reports the last event’s position for a write; the events of one write share its commit position', async () => {
    const stream = `wire-${randomUUID()}`;
    const result = await client.appendToStream(stream, events(4), { expectedRevision: 'no_stream' });
    const read = await readAllOf(stream);
    expect(result.position).toEqual(read.at(-1)!.position);
    expect(new Set(read.map((e) => e.position!.commit)).size).toBe(1);
    const prepares = read.map((e) => e.position!.prepare);
    expect([...prepares].sort((a, b) => (a < b ? -1 : 1))).toEqual(prepares);
    expect(new Set(prepares).size).toBe(4);
  });

  it('reads a stream forwards and backwards from a revision, a count at a time; a missing one is not found', async () => {
    const stream = `wire-${randomUUID()}`;
    await client.appendToStream(stream, events(12), { expectedRevision: 'no_stream' });
    const revisions = async (options: Parameters<EventStoreDBClient['readStream']>[1]) =>
      (await readAllOf(stream, options)).map((e) => Number(e.revision));
    expect(await revisions({ fromRevision: 10n, maxCount: 5 })).toEqual([10, 11]);
    expect(await revisions({ fromRevision: 3n, maxCount: 2 })).toEqual([3, 4]);
    expect(await revisions({ fromRevision: 3n, direction: 'backwards', maxCount: 10 })).toEqual([3, 2, 1, 0]);
    expect(await revisions({ fromRevision: 'end', direction: 'backwards', maxCount: 2 })).toEqual([11, 10]);
    await expect(readAllOf(`missing-${randomUUID()}`)).rejects.toBeInstanceOf(StreamNotFoundError);
  });

  it('reads $all from a position, that position included, forwards and backwards', async () => {
    const stream = `wire-${randomUUID()}`;
    await client.appendToStream(stream, events(3), { expectedRevision: 'no_stream' });
    const mine = await readAllOf(stream);
    const forwards = [];
    for await (const resolved of client.readAll({ fromPosition: mine[1]!.position!, maxCount: 2 }))
      forwards.push(resolved.event!.id);
    expect(forwards).toEqual([mine[1]!.id, mine[2]!.id]);
    const backwards = [];
    for await (const resolved of client.readAll({
      fromPosition: mine[2]!.position!,
      direction: 'backwards',
      maxCount: 2,
    }))
      backwards.push(resolved.event!.id);
    expect(backwards).toEqual([mine[1]!.id, mine[0]!.id]);
    // A fresh server's log starts with the server's own events.
    const first = [];
    for await (const resolved of client.readAll({ maxCount: 1 })) first.push(resolved.event!.streamId);
    expect(first[0]).toMatch(/^\$/);
  });
});

describe('the EventStoreDB adapter on the fake', () => {
  it('steps over runs of system events longer than its page, and closes with no read left open', async () => {
    const fake = await FakeEventStoreDb.start();
    const store = new EventStoreDbEventStore(fake.connectionString);
    try {
      await store.append(`mine-${randomUUID()}`, [{ id: randomUUID(), type: 'A', data: {} }], 'no_stream');
      fake.log.appendSystemEvents(50);
      await store.append(`mine-${randomUUID()}`, [{ id: randomUUID(), type: 'B', data: {} }], 'no_stream');
      fake.log.appendSystemEvents(50);
      const pages: string[][] = [];
      let after = START_OF_LOG;
      for (;;) {
        const page = await store.readAll({ after, maxCount: 1 });
        if (page.length === 0) break;
        pages.push(page.map((e) => e.type));
        after = page.at(-1)!.position;
      }
      expect(pages).toEqual([['A'], ['B']]);
      expect(await store.countAfter(START_OF_LOG)).toBe(2);
    } finally {
      // Hangs (and the suite times out) if a read was abandoned with messages unconsumed.
      await store.close();
      await fake.stop();
    }
  });
});
