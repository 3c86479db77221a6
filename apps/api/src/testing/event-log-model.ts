import { isDeepStrictEqual } from 'node:util';
import {
  START_OF_LOG,
  compareLogPositions,
  formatLogPosition,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type LogPosition,
  type RecordedEvent,
} from '../infra/event-store/event-store.port.js';

/** An event as the model knows it: what was appended, and at which revision of its stream. */
export interface ModelEvent {
  id: string;
  type: string;
  streamId: string;
  revision: bigint;
  data: Record<string, unknown>;
}

/** One append the store acknowledged, with the moments (on the model's clock) it began and was settled. */
export interface ModelAppend {
  streamId: string;
  events: ModelEvent[];
  result: AppendResult;
  startedAt: number;
  settledAt: number;
}

/**
 * What an event store must hold after a series of appends, in the simplest terms: each stream is its appends'
 * events, one after another, from revision 0; the global log is every append, whole and in order, ordered by
 * the position the store reported for it. The model asks the store nothing; tests compare what the store
 * returns with what the model says.
 */
export class EventLogModel {
  private readonly appends: ModelAppend[] = [];
  private readonly byFirstId = new Map<string, ModelAppend>();
  private clock = 0;

  /** A moment on the model's clock: an append that settled before another began must sort before it. */
  now(): number {
    this.clock += 1;
    return this.clock;
  }

  /** Records an append the store acknowledged as written. */
  recorded(
    streamId: string,
    events: readonly EventToAppend[],
    result: AppendResult,
    startedAt: number,
  ): void {
    if (!result.recorded)
      throw new Error(`append to ${streamId} was not recorded: ${describeAppendResult(result)}`);
    const first = result.nextExpectedRevision - BigInt(events.length) + 1n;
    const append: ModelAppend = {
      streamId,
      events: events.map((event, i) => ({
        id: event.id,
        type: event.type,
        streamId,
        revision: first + BigInt(i),
        data: event.data,
      })),
      result,
      startedAt,
      settledAt: this.now(),
    };
    this.appends.push(append);
    this.byFirstId.set(events[0]!.id, append);
  }

  /** The original answer to an append whose events were already stored, as a retry must get it again. */
  originalOf(events: readonly EventToAppend[]): AppendResult {
    const append = this.byFirstId.get(events[0]!.id);
    if (!append) throw new Error(`no append began with event ${events[0]!.id}`);
    return { ...append.result, recorded: false };
  }

  /**
   * A stream's events in revision order. Appends to one stream may be acknowledged in any order when they
   * race; their revisions must still tile 0, 1, 2… with no gap and no overlap.
   */
  stream(streamId: string): ModelEvent[] {
    const events = this.appends
      .filter((append) => append.streamId === streamId)
      .flatMap((append) => append.events)
      .sort((a, b) => (a.revision < b.revision ? -1 : a.revision > b.revision ? 1 : 0));
    events.forEach((event, i) => {
      if (event.revision !== BigInt(i)) {
        throw new Error(
          `stream ${streamId}: the store acknowledged revisions that do not tile (${i}: ${event.revision})`,
        );
      }
    });
    return events;
  }

  /** The next expected revision a writer that knows everything acknowledged would send. */
  revisionOf(streamId: string): bigint | 'no_stream' {
    const length = this.stream(streamId).length;
    return length === 0 ? 'no_stream' : BigInt(length - 1);
  }

  /** The appends acknowledged since `since` (an index from `appendCount`), in log order. */
  appendsInLogOrder(since = 0): ModelAppend[] {
    return this.appends
      .slice(since)
      .sort((a, b) => compareLogPositions(a.result.position, b.result.position));
  }

  /** The global log since `since`, in order. */
  log(since = 0): ModelEvent[] {
    return this.appendsInLogOrder(since).flatMap((append) => append.events);
  }

  get appendCount(): number {
    return this.appends.length;
  }

  /**
   * Pairs of appends whose reported positions contradict real time: one settled (committed) before the other
   * began, so its transaction, and its place in the log, must come first.
   */
  outOfRealTimeOrder(since = 0): [ModelAppend, ModelAppend][] {
    const appends = this.appends.slice(since);
    const wrong: [ModelAppend, ModelAppend][] = [];
    for (const earlier of appends) {
      for (const later of appends) {
        if (
          earlier.settledAt < later.startedAt &&
          compareLogPositions(earlier.result.position, later.result.position) >= 0
        )
          wrong.push([earlier, later]);
      }
    }
    return wrong;
  }
}

export function describeAppendResult(result: AppendResult): string {
  return `{ next ${result.nextExpectedRevision}, at ${formatLogPosition(result.position)}, recorded ${result.recorded} }`;
}

/** Reads the log after `after` in pages of the given sizes (used in turn), to its visible end. */
export async function readAllInPages(
  store: EventStore,
  after: LogPosition,
  pageSizes: readonly number[],
): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (let page = 0; ; page += 1) {
    const maxCount = pageSizes[page % pageSizes.length]!;
    const batch = await store.readAll({ after: events.at(-1)?.position ?? after, maxCount });
    if (batch.length > maxCount)
      throw new Error(`readAll returned ${batch.length} events for maxCount ${maxCount}`);
    events.push(...batch);
    if (batch.length === 0) return events;
  }
}

/** The last position of the log a reader can see now, reading on from `after` (a position known to be in it). */
export async function headOf(store: EventStore, after: LogPosition = START_OF_LOG): Promise<LogPosition> {
  for (;;) {
    const batch = await store.readAll({ after, maxCount: 5000 });
    if (batch.length === 0) return after;
    after = batch[batch.length - 1]!.position;
  }
}

/** Where consecutive events of a read go backwards or repeat a position: a reader checkpointing would skip. */
export function positionsOutOfOrder(after: LogPosition, events: readonly RecordedEvent[]): string[] {
  const problems: string[] = [];
  let previous = after;
  for (const event of events) {
    if (compareLogPositions(previous, event.position) >= 0)
      problems.push(`${formatLogPosition(event.position)} after ${formatLogPosition(previous)}`);
    previous = event.position;
  }
  return problems;
}

type EventLike = Pick<ModelEvent, 'id' | 'type' | 'streamId' | 'revision' | 'data'>;

const label = (event: EventLike | undefined) =>
  event ? `${event.streamId}@${event.revision} ${event.type} ${event.id}` : 'nothing';

const same = (a: EventLike, b: EventLike) =>
  a.id === b.id &&
  a.type === b.type &&
  a.streamId === b.streamId &&
  a.revision === b.revision &&
  isDeepStrictEqual(a.data, b.data);

/**
 * Fails, naming the first event where `actual` and the model's `expected` part: a diff of thousands of events
 * would bury it.
 */
export function expectSameEvents(
  actual: readonly EventLike[],
  expected: readonly EventLike[],
  what: string,
): void {
  const length = Math.max(actual.length, expected.length);
  for (let i = 0; i < length; i += 1) {
    const [got, wanted] = [actual[i], expected[i]];
    if (got && wanted && same(got, wanted)) continue;
    throw new Error(
      `${what}: event ${i} of ${actual.length} read (${expected.length} in the model) is ${label(got)}; ` +
        `the model has ${label(wanted)}` +
        (got && wanted && got.id === wanted.id
          ? ` (read ${JSON.stringify(got.data)}, appended ${JSON.stringify(wanted.data)})`
          : ''),
    );
  }
}
