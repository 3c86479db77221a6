export interface AnswerBatcherOptions {
  /** How long the first item of a batch waits for others when no flush of its group is running. */
  windowMs: number;
  /** The most items one flush takes; the rest wait for the next. */
  maxBatch: number;
}

/** Writes a batch: one result per item, in the items' order. Throwing fails every item of the batch. */
export type FlushBatch<T, R> = (group: string, items: T[]) => Promise<R[]>;

interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

interface Group<T, R> {
  waiting: Waiting<T, R>[];
  flushing: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export const DEFAULT_ANSWER_BATCHING: AnswerBatcherOptions = { windowMs: 2, maxBatch: 500 };

/**
 * Group commit (ADR 0198): items submitted to the same group (a question's answers stream) are written by one
 * flush. A group with no flush running waits `windowMs` for company; items arriving while a flush runs wait for
 * it and go together in the next one, which starts as soon as it ends. So a quiet question costs an item a few
 * milliseconds, and a busy one as many flushes as the store can take one after another, each as large as the
 * answers that arrived meanwhile. Flushes of one group never overlap; different groups do not wait for each
 * other. Each caller gets its own item's result, or the flush's error.
 */
export class AnswerBatcher<T, R> {
  private readonly groups = new Map<string, Group<T, R>>();

  constructor(
    private readonly flush: FlushBatch<T, R>,
    private readonly options: AnswerBatcherOptions = DEFAULT_ANSWER_BATCHING,
  ) {}

  submit(group: string, item: T): Promise<R> {
    let entry = this.groups.get(group);
    if (!entry) {
      entry = { waiting: [], flushing: false, timer: undefined };
      this.groups.set(group, entry);
    }
    const result = new Promise<R>((resolve, reject) => entry.waiting.push({ item, resolve, reject }));
    if (!entry.flushing && entry.timer === undefined) {
      const started = entry;
      started.timer = setTimeout(() => {
        started.timer = undefined;
        this.run(group, started);
      }, this.options.windowMs);
    }
    return result;
  }

  /** Groups with items waiting or a flush running (an idle batcher holds none). */
  get busyGroups(): number {
    return this.groups.size;
  }

  private run(group: string, entry: Group<T, R>): void {
    const batch = entry.waiting.splice(0, this.options.maxBatch);
    if (batch.length === 0) {
      this.groups.delete(group);
      return;
    }
    entry.flushing = true;
    void Promise.resolve()
      .then(() =>
        this.flush(
          group,
          batch.map((w) => w.item),
        ),
      )
      .then((results) => {
        if (results.length !== batch.length)
          throw new Error(`A flush answered ${results.length} results for ${batch.length} items.`);
        batch.forEach((w, i) => w.resolve(results[i]!));
      })
      .catch((error: unknown) => {
        for (const w of batch) w.reject(error);
      })
      .finally(() => {
        entry.flushing = false;
        // What arrived during the flush has waited long enough: it goes now.
        this.run(group, entry);
      });
  }
}
