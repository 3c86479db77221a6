import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import fc from 'fast-check';
import {
  WrongExpectedRevisionError,
  type EventToAppend,
  type ExpectedRevision,
  type LogPosition,
  type RecordedEvent,
} from '../infra/event-store/event-store.port.js';
import { positionsOutOfOrder, type EventLogModel } from './event-log-model.js';
import type { EventStoreBackend } from './event-store-backends.js';
import { growthPerCase, split, streamLengths } from './property-runs.js';
import { sleep } from './wait-until.js';

/** Streams each writer alone writes to, and streams every writer of a case may write to. */
const OWN_STREAMS = 3;
const SHARED_STREAMS = 2;
/** How long a reader may wait for the events a case wrote to become visible (another transaction on a server). */
const VISIBLE_WITHIN_MS = 30_000;

export type WriterStep =
  | { kind: 'append'; stream: number; count: number; expect: 'exact' | 'any' | 'stream_exists' }
  | { kind: 'retry'; pick: number }
  | { kind: 'race'; stream: number; count: number }
  | { kind: 'stale'; stream: number; noStream: boolean }
  | { kind: 'hold'; count: number; commitAfterMs: number };

const eventCounts = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 4, max: 40 }) },
);
const ownStream = fc.integer({ min: 0, max: OWN_STREAMS - 1 });
const writerSteps: fc.Arbitrary<WriterStep> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record({
      kind: fc.constant('append' as const),
      stream: fc.integer({ min: 0, max: OWN_STREAMS + SHARED_STREAMS - 1 }),
      count: eventCounts,
      expect: fc.constantFrom('exact' as const, 'exact' as const, 'any' as const, 'stream_exists' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('retry' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('race' as const), stream: ownStream, count: eventCounts }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('stale' as const), stream: ownStream, noStream: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('hold' as const),
      count: eventCounts,
      commitAfterMs: fc.integer({ min: 0, max: 25 }),
    }),
  },
);
const pageSizes = fc.array(fc.integer({ min: 1, max: 64 }), { minLength: 1, maxLength: 6 });

/** One case: a few writers' steps, run at once, with a reader following the log all along. */
export const logCases = fc.record({
  writers: fc.array(fc.array(writerSteps, { maxLength: 6 }), { minLength: 1, maxLength: 3 }),
  /** In every other case, one stream filled to a length near the edges, in a few appends. */
  long: fc.option(fc.record({ length: streamLengths, pieces: fc.integer({ min: 1, max: 4 }) }), { freq: 2 }),
  /** Events appended to the run's one ever-growing stream, which passes revision 999 → 1000 mid-run. */
  hot: growthPerCase(1010),
  pages: pageSizes,
  readerPages: pageSizes,
  countProbes: fc.array(fc.nat(), { maxLength: 4 }),
});
export type LogCase = typeof logCases extends fc.Arbitrary<infer T> ? T : never;

export interface LogCaseStats {
  retries: number;
  races: number;
  conflicts: number;
  held: number;
}

export interface LogCaseOutcome {
  /** What the following reader saw, and anything it saw go wrong on the way. */
  seen: RecordedEvent[];
  readerProblems: string[];
  /** Every stream the case wrote to or tried to. */
  touched: Set<string>;
  /** What each cold read after a conflict returned. */
  conflictReads: { streamId: string; ids: string[] }[];
}

/**
 * Plays a case against the store, telling the model of every append the store acknowledges. Writers run at
 * once (on separate connections where the database has them); one steady reader pages through the log from
 * `caseStart` meanwhile and until it has seen as many events as the model holds for the case.
 */
export async function playLogCase(
  backend: EventStoreBackend,
  model: EventLogModel,
  input: LogCase,
  { caseStart, hot, stats }: { caseStart: LogPosition; hot: string; stats: LogCaseStats },
): Promise<LogCaseOutcome> {
  const since = model.appendCount;
  const writers = new CaseWriters(backend, model, hot, stats);
  const outcome: LogCaseOutcome = {
    seen: [],
    readerProblems: [],
    touched: writers.touched,
    conflictReads: writers.conflictReads,
  };
  let expectedCount: number | null = null;
  const reader = followLog(backend, caseStart, input.readerPages, outcome, () => expectedCount);
  const written = await Promise.allSettled(input.writers.map((steps, i) => writers.run(i, steps, input)));
  const committed = await Promise.allSettled(writers.pendingCommits);
  expectedCount = model.log(since).length;
  const read = await Promise.allSettled([reader]);
  // Everything has settled before a failure is reported: nothing of this case writes into the next.
  for (const settled of [...written, ...committed, ...read])
    if (settled.status === 'rejected') throw settled.reason;
  return outcome;
}

/** A reader checkpointing as a projection does, from the case's start, until it has seen `expected()` events. */
async function followLog(
  backend: EventStoreBackend,
  caseStart: LogPosition,
  pages: readonly number[],
  outcome: LogCaseOutcome,
  expected: () => number | null,
): Promise<void> {
  let deadline = Infinity;
  for (let page = 0; ; page += 1) {
    const total = expected();
    if (total !== null) {
      if (outcome.seen.length >= total) return;
      if (deadline === Infinity) deadline = Date.now() + VISIBLE_WITHIN_MS;
      if (Date.now() > deadline) throw new Error(`the reader saw ${outcome.seen.length} of ${total} events`);
    }
    const maxCount = pages[page % pages.length]!;
    const after = outcome.seen.at(-1)?.position ?? caseStart;
    const batch = await backend.store.readAll({ after, maxCount });
    if (batch.length > maxCount)
      outcome.readerProblems.push(`${batch.length} events for maxCount ${maxCount}`);
    outcome.readerProblems.push(...positionsOutOfOrder(after, batch));
    outcome.seen.push(...batch);
    if (batch.length > 0) continue;
    // At the visible end: once all the case wrote is visible, this is as far as the reader gets.
    if (total !== null && (await backend.store.countAfter(caseStart)) >= total) return;
    await sleep(5);
  }
}

class CaseWriters {
  readonly caseId = randomUUID().slice(0, 8);
  readonly touched = new Set<string>();
  readonly conflictReads: { streamId: string; ids: string[] }[] = [];
  readonly pendingCommits: Promise<void>[] = [];

  constructor(
    private readonly backend: EventStoreBackend,
    private readonly model: EventLogModel,
    private readonly hot: string,
    private readonly stats: LogCaseStats,
  ) {
    this.touched.add(hot);
  }

  async run(writer: number, steps: readonly WriterStep[], input: LogCase): Promise<void> {
    const mine: { streamId: string; events: EventToAppend[]; expected: ExpectedRevision }[] = [];
    const streamName = (stream: number) =>
      stream < OWN_STREAMS ? `own-${this.caseId}-${writer}-${stream}` : `shared-${this.caseId}-${stream}`;
    if (writer === 0) {
      // The case's long stream, and the run's hot one: only this writer appends to either.
      const long = `long-${this.caseId}`;
      this.touched.add(long);
      for (const count of split(input.long?.length ?? 0, input.long?.pieces ?? 1)) {
        const events = this.newEvents(long, count);
        mine.push({
          streamId: long,
          events,
          expected: await this.append(long, events, this.model.revisionOf(long)),
        });
      }
      await this.append(this.hot, this.newEvents(this.hot, input.hot), this.model.revisionOf(this.hot));
    }
    for (const step of steps) {
      switch (step.kind) {
        case 'append': {
          const streamId = streamName(step.stream);
          this.touched.add(streamId);
          const exists = this.model.stream(streamId).length > 0;
          const expected: ExpectedRevision =
            step.expect === 'any'
              ? 'any'
              : step.expect === 'stream_exists' && exists
                ? 'stream_exists'
                : this.model.revisionOf(streamId); // on a shared stream, maybe stale by the time it lands
          const events = this.newEvents(streamId, step.count);
          const shared = step.stream >= OWN_STREAMS;
          mine.push({ streamId, events, expected: await this.append(streamId, events, expected, shared) });
          break;
        }
        case 'retry': {
          if (mine.length === 0) break;
          const original = mine[step.pick % mine.length]!;
          this.stats.retries += 1;
          const again = await this.backend.store.append(
            original.streamId,
            original.events,
            original.expected,
          );
          expect(again).toEqual(this.model.originalOf(original.events));
          break;
        }
        case 'race': {
          const streamId = streamName(step.stream);
          this.touched.add(streamId);
          const events = this.newEvents(streamId, step.count);
          const expected = this.model.revisionOf(streamId);
          const startedAt = this.model.now();
          const outcomes = await Promise.all([
            this.backend.store.append(streamId, events, expected),
            this.backend.store.append(streamId, events, expected),
          ]);
          this.stats.races += 1;
          const won = outcomes.filter((outcome) => outcome.recorded);
          expect(won).toHaveLength(1);
          expect(outcomes.find((outcome) => !outcome.recorded)).toEqual({ ...won[0], recorded: false });
          this.model.recorded(streamId, events, won[0]!, startedAt);
          mine.push({ streamId, events, expected });
          break;
        }
        case 'stale': {
          const streamId = streamName(step.stream);
          this.touched.add(streamId);
          const current = this.model.revisionOf(streamId);
          const stale: ExpectedRevision =
            current === 'no_stream' ? 0n : step.noStream || current === 0n ? 'no_stream' : current - 1n;
          await expect(
            this.backend.store.append(streamId, this.newEvents(streamId, 1), stale),
          ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
          break;
        }
        case 'hold':
          await this.holdOpen(step.count, step.commitAfterMs);
          break;
      }
    }
  }

  /** Appends as a command handler would: at what it believes, reading the stream again after a conflict. */
  private async append(
    streamId: string,
    events: EventToAppend[],
    expected: ExpectedRevision,
    mayConflict = false,
  ): Promise<ExpectedRevision> {
    for (let attempt = 1; ; attempt += 1) {
      const startedAt = this.model.now();
      try {
        this.model.recorded(
          streamId,
          events,
          await this.backend.store.append(streamId, events, expected),
          startedAt,
        );
        return expected;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || !mayConflict || attempt > 50) throw error;
        this.stats.conflicts += 1;
        const read = await this.backend.store.readStream(streamId);
        expect(read.map((event) => event.revision)).toEqual(read.map((_, i) => BigInt(i)));
        this.conflictReads.push({ streamId, ids: read.map((event) => event.id) });
        expected = read.length === 0 ? 'no_stream' : read.at(-1)!.revision;
      }
    }
  }

  /** A transaction that appends and commits later, on a timer (on PGlite everything else waits for it). */
  private async holdOpen(count: number, commitAfterMs: number): Promise<void> {
    const streamId = `held-${this.caseId}-${randomUUID().slice(0, 8)}`;
    this.touched.add(streamId);
    const events = this.newEvents(streamId, count);
    if (!this.backend.holdWriteOpen) {
      await this.append(streamId, events, 'no_stream');
      return;
    }
    this.stats.held += 1;
    const startedAt = this.model.now();
    const held = await this.backend.holdWriteOpen(streamId, events);
    const result = { nextExpectedRevision: BigInt(count - 1), position: held.position, recorded: true };
    this.pendingCommits.push(
      sleep(commitAfterMs)
        .then(() => held.commit())
        .then(() => this.model.recorded(streamId, events, result, startedAt)),
    );
  }

  private newEvents(streamId: string, count: number): EventToAppend[] {
    return Array.from({ length: count }, (_, i) => ({
      id: randomUUID(),
      type: `Happened${i % 3}`,
      data: { streamId, i, caseId: this.caseId },
    }));
  }
}
