import { Inject, Injectable } from '@nestjs/common';
import {
  roomAnswersStreamName,
  type AnswerLetter,
  type AnswerSubmitted,
  type IdentityKey,
} from '@quiz/domain';
import type { EventStore } from '../../infra/event-store/event-store.port.js';
import { EVENT_STORE } from '../../infra/tokens.js';

export interface KnownAnswers {
  revision: bigint | undefined;
  /** Every answer recorded, in stream order. */
  answers: AnswerSubmitted['data'][];
  /** The first answer of each player. */
  byKey: Map<IdentityKey, AnswerLetter>;
  /** The stream revision of each player's first answer. */
  revisionByKey: Map<IdentityKey, number>;
}

const REMEMBERED_QUESTIONS = 1_000;

/** How many of the stream's events (revisions 0 … n − 1) a read has seen. */
export const revisionsRead = (known: Pick<KnownAnswers, 'revision'>): number =>
  known.revision === undefined ? 0 : Number(known.revision) + 1;

/**
 * A question's answers stream as this node last read it, caught up by reading only what is new: the host's
 * counter, a rejoining player's own answer and the all-answered check need it after every answer, and reading
 * 2,000 answers 2,000 times would not do.
 */
@Injectable()
export class AnswerLog {
  private readonly known = new Map<string, KnownAnswers>();
  private readonly reads = new Map<
    string,
    { running: Promise<KnownAnswers>; queued?: Promise<KnownAnswers> }
  >();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /**
   * Everything recorded for the question before this call. Callers arriving while a read runs share one read
   * queued behind it (it starts after they asked), so 2,000 answers cost a handful of reads, not 2,000.
   */
  read(roomId: string, number: number): Promise<KnownAnswers> {
    const stream = roomAnswersStreamName(roomId, number);
    const slot = this.reads.get(stream);
    if (!slot) {
      const entry = { running: this.catchUp(stream) };
      this.reads.set(stream, entry);
      void entry.running.finally(() => this.promote(stream, entry)).catch(() => undefined);
      return entry.running;
    }
    slot.queued ??= slot.running.catch(() => undefined).then(() => this.catchUp(stream));
    return slot.queued;
  }

  /**
   * What this node has read of the question so far, without reading: possibly behind the stream, never wrong
   * about an answer it holds (answers are never taken back). Undefined when the question was never read here.
   */
  peek(roomId: string, number: number): Readonly<KnownAnswers> | undefined {
    return this.known.get(roomAnswersStreamName(roomId, number));
  }

  private promote(stream: string, entry: { running: Promise<KnownAnswers>; queued?: Promise<KnownAnswers> }) {
    if (this.reads.get(stream) !== entry) return;
    if (!entry.queued) {
      this.reads.delete(stream);
      return;
    }
    const next = { running: entry.queued };
    this.reads.set(stream, next);
    void next.running.finally(() => this.promote(stream, next)).catch(() => undefined);
  }

  private async catchUp(stream: string): Promise<KnownAnswers> {
    const known: KnownAnswers = this.known.get(stream) ?? {
      revision: undefined,
      answers: [],
      byKey: new Map(),
      revisionByKey: new Map(),
    };
    const fromRevision = known.revision === undefined ? 0n : known.revision + 1n;
    const recorded = await this.store.readStream(stream, { fromRevision });
    for (const event of recorded) {
      if (event.type !== 'AnswerSubmitted') continue;
      const answer = event.data as AnswerSubmitted['data'];
      known.answers.push(answer);
      if (known.byKey.has(answer.key)) continue;
      known.byKey.set(answer.key, answer.letter);
      known.revisionByKey.set(answer.key, Number(event.revision));
    }
    if (recorded.length > 0) known.revision = recorded.at(-1)!.revision;
    this.known.delete(stream);
    this.known.set(stream, known);
    if (this.known.size > REMEMBERED_QUESTIONS) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
    return known;
  }
}
