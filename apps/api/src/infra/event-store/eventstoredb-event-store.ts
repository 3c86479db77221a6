import {
  EventStoreDBClient,
  StreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
  type AllStreamResolvedEvent,
  type ResolvedEvent,
} from '@eventstore/db-client';
import { AppendSignal } from './append-signal.js';
import { StreamTurns } from './stream-turns.js';
import { StreamIdIndex } from './stream-id-index.js';
import {
  DuplicateEventIdError,
  distinctById,
  START_OF_LOG,
  WrongExpectedRevisionError,
  compareLogPositions,
  type AppendNewResult,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type LogPosition,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
} from './event-store.port.js';

/** Writers on other nodes moving the stream on between the index read and the append, at most this often. */
const APPEND_NEW_ATTEMPTS = 20;
/** Events logHead reads backwards at a time, looking past system events. */
const LOG_HEAD_CHUNK = 50;

/**
 * The event store on EventStoreDB / KurrentDB. Its $all log is already in commit order, and its positions are
 * (commit, prepare) pairs, which is where the port's LogPosition comes from.
 */
export class EventStoreDbEventStore implements EventStore {
  readonly kind = 'eventstoredb' as const;
  private readonly client: EventStoreDBClient;
  private readonly appended = new AppendSignal();
  private readonly appendTurns = new StreamTurns();

  private readonly storedIds = new StreamIdIndex((streamId, fromRevision) =>
    this.readStream(streamId, { fromRevision }),
  );

  constructor(connectionString: string) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  /**
   * Appends to one stream take turns in this process. EventStoreDB answers a repeat of a write it has just
   * made (same ids, same expected version) with a success like the first: two copies of one append racing
   * would both be told `recorded`. In turn, the second one finds its ids already stored.
   */
  append(
    streamId: string,
    events: EventToAppend[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult> {
    return this.appendTurns.run(streamId, () => this.appendNow(streamId, events, expectedRevision));
  }

  private async appendNow(
    streamId: string,
    events: EventToAppend[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult> {
    // EventStoreDB deduplicates a retry only at the revision it was first written at; the port promises more
    // (a retry arriving after later writes), so look for the ids first.
    const stored = await this.storedIds.idsOf(streamId);
    const already = events.flatMap((e) => stored.get(e.id) ?? []);
    if (already.length === events.length) {
      const last = already.reduce((a, b) => (b.revision > a.revision ? b : a));
      return { nextExpectedRevision: last.revision, position: last.position, recorded: false };
    }
    if (already.length > 0) throw new DuplicateEventIdError(streamId);
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map((e) => jsonEvent({ id: e.id, type: e.type, data: e.data, metadata: e.metadata ?? {} })),
        { expectedRevision },
      );
      this.appended.notify();
      return {
        nextExpectedRevision: result.nextExpectedRevision,
        position: result.position ?? { commit: 0n, prepare: 0n },
        recorded: true,
      };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError)
        throw new WrongExpectedRevisionError(streamId, expectedRevision);
      throw error;
    }
  }

  /**
   * In turn with the other appends to the stream: the ids not yet stored, appended at the revision the id
   * index was read up to, so a writer on another node that stored one of them in between makes this attempt
   * fail as a whole; the index then catches up and the attempt is made again without it.
   */
  appendNew(streamId: string, events: EventToAppend[]): Promise<AppendNewResult> {
    return this.appendTurns.run(streamId, async () => {
      const distinct = distinctById(events);
      for (let attempt = 1; ; attempt++) {
        const { ids, revision } = await this.storedIds.idsAndRevision(streamId);
        const fresh = distinct.filter((e) => !ids.has(e.id));
        if (fresh.length === 0) return { recordedIds: [] };
        try {
          await this.client.appendToStream(
            streamId,
            fresh.map((e) => jsonEvent({ id: e.id, type: e.type, data: e.data, metadata: e.metadata ?? {} })),
            { expectedRevision: revision ?? 'no_stream' },
          );
          this.appended.notify();
          return { recordedIds: fresh.map((e) => e.id) };
        } catch (error) {
          if (!(error instanceof WrongExpectedVersionError)) throw error;
          if (attempt >= APPEND_NEW_ATTEMPTS) throw new WrongExpectedRevisionError(streamId, 'any');
        }
      }
    });
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, {
        fromRevision: options.fromRevision ?? 'start',
        direction: 'forwards',
      })) {
        const recorded = toRecordedEvent(resolved);
        if (recorded) events.push(recorded);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll({ after, maxCount }: ReadAllOptions): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    // A read of $all includes its start, and $all carries system events: read on, a chunk at a time, until
    // there are maxCount of ours or $all ends. A chunk of nothing but system events is not the end.
    let floor = after && after.commit >= 0n ? after : undefined;
    for (;;) {
      const chunk = maxCount + 1;
      let read = 0;
      let last: LogPosition | undefined;
      for await (const resolved of this.client.readAll({
        fromPosition: floor ?? 'start',
        maxCount: chunk,
        direction: 'forwards',
      })) {
        read += 1;
        const position = resolved.event?.position;
        if (position) last = { commit: position.commit, prepare: position.prepare };
        // Read the chunk to its end even when full: a read left with a message unconsumed never finishes, and
        // the client's dispose() then waits for it forever.
        if (events.length === maxCount) continue;
        if (floor && position && compareLogPositions(position, floor) <= 0) continue;
        const recorded = toRecordedEvent(resolved as AllStreamResolvedEvent);
        if (!recorded || recorded.type.startsWith('$') || recorded.streamId.startsWith('$')) continue;
        events.push(recorded);
      }
      if (events.length === maxCount) return events;
      if (read < chunk || !last || (floor && compareLogPositions(last, floor) <= 0)) return events;
      floor = last;
    }
  }

  /** $all has no count: read forward from the position, a page at a time. */
  async countAfter(after: LogPosition): Promise<number> {
    let count = 0;
    let from = after;
    for (;;) {
      const page = await this.readAll({ after: from, maxCount: 5000 });
      count += page.length;
      if (page.length < 5000) return count;
      from = page[page.length - 1]!.position;
    }
  }

  /** $all read backwards from its end, past system events, to the newest event of ours. */
  async logHead(): Promise<LogPosition> {
    let from: LogPosition | 'end' = 'end';
    for (;;) {
      let read = 0;
      let head: LogPosition | undefined;
      let last: LogPosition | undefined;
      // Read each chunk to its end (see readAll), then stop at the first event of ours it held.
      for await (const resolved of this.client.readAll({
        fromPosition: from,
        maxCount: LOG_HEAD_CHUNK,
        direction: 'backwards',
      })) {
        read += 1;
        const recorded = toRecordedEvent(resolved as AllStreamResolvedEvent);
        const position = resolved.event?.position;
        if (position) last = { commit: position.commit, prepare: position.prepare };
        if (head || !recorded || recorded.type.startsWith('$') || recorded.streamId.startsWith('$')) continue;
        head = recorded.position;
      }
      if (head) return head;
      if (read < LOG_HEAD_CHUNK || !last || (from !== 'end' && compareLogPositions(last, from) >= 0))
        return START_OF_LOG;
      from = last;
    }
  }

  waitForAppend(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    return this.appended.wait(timeoutMs, signal);
  }

  async ping(): Promise<void> {
    // Read to the end of the (one-event) read, never break out of it: see readAll.
    for await (const _ of this.client.readAll({ maxCount: 1, direction: 'backwards', fromPosition: 'end' }));
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}

function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || !event.isJson) return null;
  const position = event.position ?? { commit: 0n, prepare: 0n };
  return {
    id: event.id,
    type: event.type,
    streamId: event.streamId,
    revision: event.revision,
    position: { commit: position.commit, prepare: position.prepare },
    data: event.data as Record<string, unknown>,
    metadata: (event.metadata ?? {}) as Record<string, unknown>,
    recordedAt: event.created,
  };
}
