import type { LogPosition } from './event-store.port.js';

export interface StoredId {
  revision: bigint;
  position: LogPosition;
}

/** Reads a stream's events from a revision on, in revision order; nothing for a stream that does not exist. */
export type ReadIdsFrom = (streamId: string, fromRevision: bigint) => Promise<(StoredId & { id: string })[]>;

/**
 * The event ids of recently appended-to streams, with where each was stored. A stream only ever grows, so what
 * was read once stays true: each look-up reads only the events written since the last one (by any process).
 * EventStoreDB has no index by event id; without this, every append read its whole stream first.
 */
export class StreamIdIndex {
  private readonly streams = new Map<string, { next: bigint; ids: Map<string, StoredId> }>();

  constructor(
    private readonly readFrom: ReadIdsFrom,
    private readonly maxStreams = 1000,
  ) {}

  async idsOf(streamId: string): Promise<ReadonlyMap<string, StoredId>> {
    return (await this.readUp(streamId)).ids;
  }

  /** The ids, and the stream's last revision as read with them (undefined: no events yet). */
  async idsAndRevision(
    streamId: string,
  ): Promise<{ ids: ReadonlyMap<string, StoredId>; revision: bigint | undefined }> {
    const entry = await this.readUp(streamId);
    return { ids: entry.ids, revision: entry.next === 0n ? undefined : entry.next - 1n };
  }

  private async readUp(streamId: string): Promise<{ next: bigint; ids: Map<string, StoredId> }> {
    const entry = this.streams.get(streamId) ?? { next: 0n, ids: new Map<string, StoredId>() };
    for (const { id, revision, position } of await this.readFrom(streamId, entry.next)) {
      entry.ids.set(id, { revision, position });
      entry.next = revision + 1n;
    }
    // Most recently used last; the least recently used stream is forgotten first.
    this.streams.delete(streamId);
    this.streams.set(streamId, entry);
    if (this.streams.size > this.maxStreams) this.streams.delete(this.streams.keys().next().value!);
    return entry;
  }
}
