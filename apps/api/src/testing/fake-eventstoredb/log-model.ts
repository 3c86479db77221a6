/**
 * The fake EventStoreDB's storage: one transaction log in memory, as the real server keeps it on disk. Each
 * event is a record at a byte offset of the log (its prepare position); the events of one write share the
 * offset of the write's first record as their commit position. $all is the log in (commit, prepare) order, and
 * each stream indexes its records by revision.
 */

export interface Position {
  commit: bigint;
  prepare: bigint;
}

export interface ProposedEvent {
  id: string;
  type: string;
  contentType: string;
  data: Uint8Array;
  customMetadata: Uint8Array;
}

export interface StoredEvent extends ProposedEvent {
  streamName: string;
  revision: bigint;
  position: Position;
  /** When it was written, in 100 ns ticks since the Unix epoch, as the server sends it. */
  createdTicks: bigint;
}

export type Expected =
  | { kind: 'any' }
  | { kind: 'no_stream' }
  | { kind: 'stream_exists' }
  | { kind: 'revision'; revision: bigint };

export type AppendOutcome =
  | { kind: 'written'; revision: bigint; position: Position }
  /** Every event was already there, from the same expected state: the server answers as it did the first time. */
  | { kind: 'idempotent'; revision: bigint; position: Position }
  | { kind: 'wrong_expected_version'; current: bigint | 'no_stream'; expected: Expected };

/** Bytes a record takes in the log besides its data: the server's record header, roughly. */
const RECORD_OVERHEAD = 80n;
const TICKS_PER_MS = 10_000n;

export const comparePositions = (a: Position, b: Position): number =>
  a.commit !== b.commit
    ? a.commit < b.commit
      ? -1
      : 1
    : a.prepare < b.prepare
      ? -1
      : a.prepare > b.prepare
        ? 1
        : 0;

export class FakeLog {
  /** $all, in position order (appends only ever add at the end). */
  readonly all: StoredEvent[] = [];
  private readonly streams = new Map<string, StoredEvent[]>();
  private nextOffset = 0n;

  constructor() {
    // A fresh server's log does not start empty: its first records are the server's own.
    this.write('$users', [systemEvent('$UserCreated')]);
    this.write('$scavenges', [systemEvent('$scavengeIndexInitialized')]);
  }

  stream(name: string): readonly StoredEvent[] | undefined {
    return this.streams.get(name);
  }

  /** Index in $all of the first event at or after `position` (the real server reads $all from there). */
  indexAtOrAfter(position: Position): number {
    let low = 0;
    let high = this.all.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (comparePositions(this.all[middle]!.position, position) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The one way into the log: checks the expected version, recognises a repeated write, writes. */
  append(streamName: string, events: readonly ProposedEvent[], expected: Expected): AppendOutcome {
    const stream = this.streams.get(streamName) ?? [];
    const current = stream.length === 0 ? ('no_stream' as const) : BigInt(stream.length - 1);
    const repeat = this.repeatedWrite(stream, events, expected);
    if (repeat) return repeat;
    const matches =
      expected.kind === 'any' ||
      (expected.kind === 'no_stream' && current === 'no_stream') ||
      (expected.kind === 'stream_exists' && current !== 'no_stream') ||
      (expected.kind === 'revision' && current === expected.revision);
    if (!matches) return { kind: 'wrong_expected_version', current, expected };
    if (events.length === 0) {
      // An empty write changes nothing; the server answers with the stream as it is.
      const last = stream.at(-1);
      return last
        ? { kind: 'written', revision: last.revision, position: last.position }
        : { kind: 'written', revision: -1n, position: { commit: -1n, prepare: -1n } };
    }
    const written = this.write(streamName, events);
    const last = written.at(-1)!;
    return { kind: 'written', revision: last.revision, position: last.position };
  }

  /** A system event appended as the server appends its own (statistics, settings), between clients' writes. */
  appendSystemEvents(count: number): void {
    for (let i = 0; i < count; i += 1) this.write(`$stats-127.0.0.1:2113`, [systemEvent('$statsCollected')]);
  }

  /**
   * EventStoreDB's idempotency: a write whose event ids are already the stream's events at the revisions this
   * write would have taken (from its expected version, or anywhere for `any`) is answered as a success and
   * writes nothing. Ids found elsewhere are a conflict of versions, not a repeat.
   */
  private repeatedWrite(
    stream: readonly StoredEvent[],
    events: readonly ProposedEvent[],
    expected: Expected,
  ): AppendOutcome | null {
    if (events.length === 0) return null;
    const first = stream.findIndex((event) => event.id === events[0]!.id);
    if (first < 0) return null;
    const sameIds = events.every((event, i) => stream[first + i]?.id === event.id);
    const from =
      expected.kind === 'revision'
        ? Number(expected.revision) + 1
        : expected.kind === 'no_stream'
          ? 0
          : first;
    if (!sameIds || from !== first) return null;
    const last = stream[first + events.length - 1]!;
    return { kind: 'idempotent', revision: last.revision, position: last.position };
  }

  private write(streamName: string, events: readonly ProposedEvent[]): StoredEvent[] {
    const stream = this.streams.get(streamName) ?? [];
    this.streams.set(streamName, stream);
    const commit = this.nextOffset;
    const createdTicks = BigInt(Date.now()) * TICKS_PER_MS;
    const written = events.map((event, i): StoredEvent => {
      const prepare = this.nextOffset;
      this.nextOffset +=
        RECORD_OVERHEAD + BigInt(event.data.length + event.customMetadata.length + streamName.length);
      return {
        ...event,
        streamName,
        revision: BigInt(stream.length + i),
        position: { commit, prepare },
        createdTicks,
      };
    });
    stream.push(...written);
    this.all.push(...written);
    return written;
  }
}

function systemEvent(type: string): ProposedEvent {
  return {
    id: crypto.randomUUID(),
    type,
    contentType: 'application/json',
    data: new TextEncoder().encode(JSON.stringify({ at: new Date().toISOString() })),
    customMetadata: new Uint8Array(),
  };
}
