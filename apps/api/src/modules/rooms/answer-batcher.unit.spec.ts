import { setTimeout as sleep } from 'node:timers/promises';
import { AnswerBatcher } from './answer-batcher.js';

/** A flush that records its batches and finishes when the test says so. */
function heldFlush() {
  const batches: { group: string; items: number[] }[] = [];
  const releases: (() => void)[] = [];
  let failNext: Error | undefined;
  const flush = async (group: string, items: number[]) => {
    batches.push({ group, items });
    await new Promise<void>((resolve) => releases.push(resolve));
    if (failNext) {
      const error = failNext;
      failNext = undefined;
      throw error;
    }
    return items.map((item) => item * 10);
  };
  return {
    flush,
    batches,
    release: () => releases.shift()?.(),
    failWith: (error: Error) => {
      failNext = error;
    },
  };
}

const tick = () => sleep(5);

describe('AnswerBatcher', () => {
  it('writes items arriving within the window in one flush, each caller getting its own result', async () => {
    const held = heldFlush();
    const batcher = new AnswerBatcher(held.flush, { windowMs: 2, maxBatch: 100 });
    const results = [1, 2, 3].map((n) => batcher.submit('q1', n));
    await tick();
    expect(held.batches).toEqual([{ group: 'q1', items: [1, 2, 3] }]);
    held.release();
    expect(await Promise.all(results)).toEqual([10, 20, 30]);
    await tick();
    expect(batcher.busyGroups).toBe(0);
  });

  it('gathers what arrives during a flush into the next one, started as soon as the first ends', async () => {
    const held = heldFlush();
    const batcher = new AnswerBatcher(held.flush, { windowMs: 2, maxBatch: 100 });
    const first = batcher.submit('q1', 1);
    await tick();
    const later = [2, 3, 4].map((n) => batcher.submit('q1', n));
    await tick();
    // Never two flushes of one group at once.
    expect(held.batches).toHaveLength(1);
    held.release();
    expect(await first).toBe(10);
    await tick();
    expect(held.batches.map((b) => b.items)).toEqual([[1], [2, 3, 4]]);
    held.release();
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
  });

  it('does not make one group wait for another', async () => {
    const held = heldFlush();
    const batcher = new AnswerBatcher(held.flush, { windowMs: 2, maxBatch: 100 });
    const a = batcher.submit('q1', 1);
    const b = batcher.submit('q2', 2);
    await tick();
    expect(held.batches.map((x) => x.group).sort()).toEqual(['q1', 'q2']);
    held.release();
    held.release();
    expect(await Promise.all([a, b])).toEqual([10, 20]);
  });

  it('caps a flush at maxBatch and sends the rest next, in arrival order', async () => {
    const held = heldFlush();
    const batcher = new AnswerBatcher(held.flush, { windowMs: 2, maxBatch: 2 });
    const results = [1, 2, 3, 4, 5].map((n) => batcher.submit('q1', n));
    for (let i = 0; i < 3; i++) {
      await tick();
      held.release();
    }
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50]);
    expect(held.batches.map((b) => b.items)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails every caller of a failed flush with its error, and the next batch still goes', async () => {
    const held = heldFlush();
    const batcher = new AnswerBatcher(held.flush, { windowMs: 2, maxBatch: 100 });
    const failing = [1, 2].map((n) => batcher.submit('q1', n));
    await tick();
    const next = batcher.submit('q1', 3);
    const boom = new Error('database away');
    held.failWith(boom);
    held.release();
    const settled = await Promise.allSettled(failing);
    expect(settled).toEqual([
      { status: 'rejected', reason: boom },
      { status: 'rejected', reason: boom },
    ]);
    await tick();
    held.release();
    expect(await next).toBe(30);
    await tick();
    expect(batcher.busyGroups).toBe(0);
  });

  it('fails the batch when a flush answers the wrong number of results, rather than guess', async () => {
    const batcher = new AnswerBatcher<number, number>(async () => [1], { windowMs: 0, maxBatch: 10 });
    const settled = await Promise.allSettled([batcher.submit('q', 1), batcher.submit('q', 2)]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
  });
});
