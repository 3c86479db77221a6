/**
 * The event store as the rest of the api sees it. Two adapters implement it: PostgreSQL (also over the
 * embedded PGlite) and EventStoreDB. Stored event shapes are internal; clients see contracts only.
 */

/**
 * A place in the global log, ordered by commit then by prepare. PostgreSQL maps these to
 * (transaction id, global position); EventStoreDB to its own (commit, prepare) pair.
 */
export interface LogPosition {
  commit: bigint;
  prepare: bigint;
}

export const START_OF_LOG: LogPosition = { commit: -1n, prepare: -1n };

export function compareLogPositions(a: LogPosition, b: LogPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export const formatLogPosition = (p: LogPosition) => `${p.commit}/${p.prepare}`;

/** One event per id, in the order ids first appear (the last event given for an id): what appendNew stores. */
export const distinctById = (events: readonly EventToAppend[]): EventToAppend[] => [
  ...new Map(events.map((event) => [event.id, event] as const)).values(),
];

/** What the caller believes the stream's last revision is; revisions count from 0. */
export type ExpectedRevision = bigint | 'no_stream' | 'stream_exists' | 'any';

export interface EventToAppend {
  /** A UUID. Appending an id the store already holds records nothing: retries are safe. */
  id: string;
  type: string;
  data: Record<string, unknown>;
  metadata?: Record<string, unknown>;
}

export interface RecordedEvent {
  id: string;
  type: string;
  streamId: string;
  revision: bigint;
  position: LogPosition;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  recordedAt: Date;
}

export interface AppendResult {
  /** The stream's revision after this append (or after the original append, for a retry). */
  nextExpectedRevision: bigint;
  position: LogPosition;
  /** false when every event id was already stored: the call was a retry and nothing new was written. */
  recorded: boolean;
}

export interface AppendNewResult {
  /** The ids this call stored, in the order given. Every other id was stored before (by anyone). */
  recordedIds: string[];
}

export interface ReadStreamOptions {
  /** Inclusive. */
  fromRevision?: bigint;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. */
  after?: LogPosition;
  maxCount: number;
}

export interface EventStore {
  readonly kind: 'postgresql' | 'pglite' | 'eventstoredb';
  append(
    streamId: string,
    events: EventToAppend[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult>;
  /**
   * Appends each event whose id the store does not hold yet, at the stream's end (no expected revision), and
   * skips the others: for many independent events in one stream, such as a question's answers from many
   * players (ADR 0198), where one already stored must not refuse the rest. Ids repeated in `events` count once.
   * Two concurrent calls with a shared id store it once, and only one of them reports it.
   */
  appendNew(streamId: string, events: EventToAppend[]): Promise<AppendNewResult>;
  /**
   * Every event of one stream in revision order (from `fromRevision` on, when given: a reader that holds a
   * long stream's state catches up on what is new); an empty array when the stream does not exist.
   */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /**
   * The next events of the global log in commit order. Never returns an event while an event that will sort
   * before it could still commit: a reader that checkpoints the last position it saw never skips one.
   */
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  /** How many events `readAll` would still return after `after`, for lag figures. */
  countAfter(after: LogPosition): Promise<number>;
  /**
   * Where the global log ends: the position of its newest event committed by now, also one that `readAll` does
   * not return yet because an older write is still open (START_OF_LOG when the log is empty). A reader that has
   * read up to it has read everything committed before the call.
   */
  logHead(): Promise<LogPosition>;
  /** Resolves when new events may be available (an append in this process), or after `timeoutMs`. */
  waitForAppend(timeoutMs: number, signal?: AbortSignal): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
  ) {
    super(`Stream ${streamId} is not at the expected revision ${String(expected)}.`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export class DuplicateEventIdError extends Error {
  constructor(readonly streamId: string) {
    super(`Some but not all of these event ids are already stored (stream ${streamId}).`);
    this.name = 'DuplicateEventIdError';
  }
}
