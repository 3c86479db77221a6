import { randomUUID } from 'node:crypto';
import { FakeEventStoreDb } from '../../testing/fake-eventstoredb/fake-eventstoredb.js';
import type { EventToAppend } from './event-store.port.js';
import { EventStoreDbEventStore } from './eventstoredb-event-store.js';

const event = (type: string): EventToAppend => ({ id: randomUUID(), type, data: {} });

/**
 * Two api nodes are two adapters with id indexes of their own: neither knows what the other just stored, so
 * appendNew's guard across nodes is the expected revision it appends at (ADR 0198).
 */
describe('appendNew on EventStoreDB from two nodes', () => {
  let fake: FakeEventStoreDb;
  let nodes: EventStoreDbEventStore[];
  beforeAll(async () => {
    fake = await FakeEventStoreDb.start();
    nodes = [
      new EventStoreDbEventStore(fake.connectionString),
      new EventStoreDbEventStore(fake.connectionString),
    ];
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    await fake.stop();
  });

  it('stores each shared id once and reports it to one node, whichever writes first', async () => {
    const stream = `answers-${randomUUID()}`;
    const pool = Array.from({ length: 10 }, (_, i) => event(`E${i}`));
    // Each node has read the stream (empty) before the other writes.
    await Promise.all(nodes.map((node) => node.appendNew(stream, [])));
    const outcomes = await Promise.all([
      nodes[0]!.appendNew(stream, pool.slice(0, 7)),
      nodes[1]!.appendNew(stream, pool.slice(3, 10)),
      nodes[1]!.appendNew(stream, pool.slice(5, 8)),
      nodes[0]!.appendNew(stream, [pool[9]!, pool[0]!]),
    ]);
    const reported = outcomes.flatMap((o) => o.recordedIds);
    expect([...reported].sort()).toEqual(pool.map((e) => e.id).sort());
    const read = await nodes[0]!.readStream(stream);
    expect(read.map((e) => e.id).sort()).toEqual(pool.map((e) => e.id).sort());
  });
});
