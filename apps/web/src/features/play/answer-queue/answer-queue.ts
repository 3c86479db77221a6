import {
  afterAttempt,
  answersDue,
  dueNow,
  enqueueAnswer,
  nextAttemptAt,
  parseStoredQueue,
  saveOutcomeOf,
  type QueuedAnswer,
} from '@quiz/domain';

/**
 * The save queue (issue 5, "no answer lost"): answers wait in storage until the server acknowledges them, each
 * under the command id it is always sent with. The rules (what is due, backoff, what a status means) are the
 * domain's; this class stores, sends and tells listeners. Storage is re-read at every step, so a reload, or
 * another tab, continues where it stopped. DOM-free: storage, sending and time come in.
 */

export interface QueueStorage {
  read(): string | null;
  write(value: string): void;
}

export interface AttemptResult<R> {
  /** HTTP status; 0 when no response arrived. */
  status: number;
  result?: R;
  code?: string;
}

export type QueueEvent<R> =
  | { commandId: string; kind: 'acknowledged'; result: R }
  | { commandId: string; kind: 'rejected'; status: number; code?: string }
  | { commandId: string; kind: 'retrying'; status: number; nextAttemptAt: number };

export interface AnswerQueueDeps<R> {
  storage: QueueStorage;
  send: (entry: QueuedAnswer) => Promise<AttemptResult<R>>;
  now: () => number;
  random: () => number;
  /** Runs `task` after `ms`; returns a cancel function. */
  schedule: (task: () => void, ms: number) => () => void;
}

/** How many settled answers the queue remembers for a late `follow`. */
const SETTLED_KEPT = 50;

export class AnswerQueue<R> {
  private ownerId: string | null = null;
  /** The last answers this page saw acknowledged or rejected, by command id, for a `follow` that came late. */
  private readonly settled = new Map<string, QueueEvent<R>>();
  private flushing: Promise<void> | null = null;
  private flushAgain = false;
  private cancelWakeUp: (() => void) | null = null;
  private readonly listeners = new Set<(event: QueueEvent<R>) => void>();

  constructor(private readonly deps: AnswerQueueDeps<R>) {}

  /** Sends the player's answers from now on, starting with any left from an earlier visit. */
  start(ownerId: string): void {
    this.ownerId = ownerId;
    void this.flush();
  }

  stop(): void {
    this.ownerId = null;
    this.cancelWakeUp?.();
    this.cancelWakeUp = null;
  }

  subscribe(listener: (event: QueueEvent<R>) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Tells `listener` how one answer stands, from now on. An answer this page already saw settled (acknowledged or
   * rejected) is told at once: a round resumed after a reload follows an answer queued before it, which the queue
   * may have sent while the round was being read.
   */
  follow(commandId: string, listener: (event: QueueEvent<R>) => void): () => void {
    const settled = this.settled.get(commandId);
    if (settled) {
      listener(settled);
      return () => {};
    }
    return this.subscribe((event) => {
      if (event.commandId === commandId) listener(event);
    });
  }

  /** Keeps the answer, then tries to send it at once. */
  enqueue(entry: QueuedAnswer): void {
    this.write(enqueueAnswer(this.read(), entry));
    void this.flush();
  }

  /** The connection is back: retry everything of the player's now rather than after the backoff. */
  retryNow(): void {
    if (!this.ownerId) return;
    this.write(dueNow(this.read(), this.ownerId, this.deps.now()));
    void this.flush();
  }

  pending(ownerId: string): QueuedAnswer[] {
    return this.read().filter((entry) => entry.ownerId === ownerId);
  }

  /**
   * Sends what is due, one at a time and in the order played; resolves when nothing due is left, including
   * answers queued while it ran.
   */
  flush(): Promise<void> {
    if (this.flushing) {
      this.flushAgain = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      do {
        this.flushAgain = false;
        await this.drain();
      } while (this.flushAgain);
    })().finally(() => {
      this.flushing = null;
      this.scheduleWakeUp();
    });
    return this.flushing;
  }

  private async drain(): Promise<void> {
    for (;;) {
      const ownerId = this.ownerId;
      if (!ownerId) return;
      const [entry] = answersDue(this.read(), ownerId, this.deps.now());
      if (!entry) return;
      const attempt = await this.deps.send(entry);
      const outcome = saveOutcomeOf(attempt.status, attempt.code);
      const queue = afterAttempt(this.read(), entry.commandId, outcome, this.deps.now(), this.deps.random());
      this.write(queue);
      if (outcome === 'acknowledged' && attempt.result !== undefined) {
        this.emit({ commandId: entry.commandId, kind: 'acknowledged', result: attempt.result });
      } else if (outcome === 'rejected' || outcome === 'acknowledged') {
        this.emit({
          commandId: entry.commandId,
          kind: 'rejected',
          status: attempt.status,
          code: attempt.code,
        });
      } else {
        const retried = queue.find((queued) => queued.commandId === entry.commandId);
        this.emit({
          commandId: entry.commandId,
          kind: 'retrying',
          status: attempt.status,
          nextAttemptAt: retried?.nextAttemptAt ?? this.deps.now(),
        });
        // Later answers wait behind a failing one: the server is as unreachable for them.
        return;
      }
    }
  }

  private scheduleWakeUp(): void {
    this.cancelWakeUp?.();
    this.cancelWakeUp = null;
    if (!this.ownerId) return;
    const next = nextAttemptAt(this.read(), this.ownerId);
    if (next === null) return;
    this.cancelWakeUp = this.deps.schedule(() => void this.flush(), Math.max(0, next - this.deps.now()));
  }

  private emit(event: QueueEvent<R>): void {
    if (event.kind !== 'retrying') {
      this.settled.set(event.commandId, event);
      if (this.settled.size > SETTLED_KEPT) this.settled.delete(this.settled.keys().next().value!);
    }
    for (const listener of this.listeners) listener(event);
  }

  private read(): QueuedAnswer[] {
    const raw = this.deps.storage.read();
    if (!raw) return [];
    try {
      return parseStoredQueue(JSON.parse(raw));
    } catch {
      return [];
    }
  }

  private write(queue: QueuedAnswer[]): void {
    this.deps.storage.write(JSON.stringify(queue));
  }
}
