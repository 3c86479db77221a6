import type { QueuedAnswer } from '@quiz/domain';
import { AnswerQueue, type AttemptResult, type QueueEvent } from './answer-queue.js';

type Result = { isCorrect: boolean };

/** A device: storage that outlives the queue object (as localStorage outlives a page), a clock and timers. */
function device() {
  let stored: string | null = null;
  let clock = 1_000;
  const timers: { at: number; task: () => void }[] = [];
  return {
    storage: { read: () => stored, write: (value: string) => void (stored = value) },
    stored: () => JSON.parse(stored ?? '[]') as QueuedAnswer[],
    now: () => clock,
    advance(ms: number) {
      clock += ms;
      const due = timers.filter((timer) => timer.at <= clock);
      for (const timer of due) timers.splice(timers.indexOf(timer), 1);
      for (const timer of due) timer.task();
    },
    schedule: (task: () => void, ms: number) => {
      const timer = { at: clock + ms, task };
      timers.push(timer);
      return () => void timers.splice(timers.indexOf(timer), 1);
    },
    pendingTimers: () => timers.length,
  };
}

function queueOn(dev: ReturnType<typeof device>, responses: AttemptResult<Result>[]) {
  const sent: string[] = [];
  const events: QueueEvent<Result>[] = [];
  const queue = new AnswerQueue<Result>({
    storage: dev.storage,
    now: dev.now,
    random: () => 0.5,
    schedule: dev.schedule,
    send: async (entry) => {
      sent.push(entry.commandId);
      return responses.shift() ?? { status: 0 };
    },
  });
  queue.subscribe((event) => events.push(event));
  return { queue, sent, events };
}

const answer = (questionId: string, now: number): QueuedAnswer => ({
  commandId: `cmd-${questionId}`,
  ownerId: 'player-1',
  answer: { questionId, sessionId: 'session-1', selectedAnswer: 'C', timeTaken: 3 },
  enqueuedAt: now,
  failedAttempts: 0,
  nextAttemptAt: 1_000,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('answer queue', () => {
  it('given the server answers, when an answer is queued, then it is sent once under its command id and leaves storage', async () => {
    const dev = device();
    const { queue, sent, events } = queueOn(dev, [{ status: 200, result: { isCorrect: true } }]);
    queue.start('player-1');
    queue.enqueue(answer('q-1', dev.now()));
    await queue.flush();
    expect(sent).toEqual(['cmd-q-1']);
    expect(events).toEqual([{ commandId: 'cmd-q-1', kind: 'acknowledged', result: { isCorrect: true } }]);
    expect(dev.stored()).toEqual([]);
    expect(dev.pendingTimers()).toBe(0);
  });

  it('given the network fails twice, when the backoff passes, then the same command id is retried until acknowledged', async () => {
    const dev = device();
    const { queue, sent, events } = queueOn(dev, [
      { status: 0 },
      { status: 503 },
      { status: 200, result: { isCorrect: false } },
    ]);
    queue.start('player-1');
    queue.enqueue(answer('q-1', dev.now()));
    await settle();
    expect(events).toEqual([{ commandId: 'cmd-q-1', kind: 'retrying', status: 0, nextAttemptAt: 2_000 }]);
    expect(dev.stored()).toHaveLength(1);

    dev.advance(999);
    await settle();
    expect(sent).toHaveLength(1);
    dev.advance(1);
    await settle();
    expect(events.at(-1)).toEqual({
      commandId: 'cmd-q-1',
      kind: 'retrying',
      status: 503,
      nextAttemptAt: 4_000,
    });
    dev.advance(2_000);
    await settle();
    expect(sent).toEqual(['cmd-q-1', 'cmd-q-1', 'cmd-q-1']);
    expect(events.at(-1)).toEqual({
      commandId: 'cmd-q-1',
      kind: 'acknowledged',
      result: { isCorrect: false },
    });
    expect(dev.stored()).toEqual([]);
  });

  it('given answers left unsent when the page went away, when a new page starts the queue, then they are sent in the order played', async () => {
    const dev = device();
    const before = queueOn(dev, []);
    before.queue.enqueue(answer('q-1', 1_000));
    before.queue.enqueue(answer('q-2', 1_001));
    await before.queue.flush();
    expect(before.sent).toEqual([]); // not started: no player to send for yet
    expect(dev.stored().map((entry) => entry.commandId)).toEqual(['cmd-q-1', 'cmd-q-2']);

    const after = queueOn(dev, [
      { status: 200, result: { isCorrect: true } },
      { status: 200, result: { isCorrect: true } },
    ]);
    after.queue.start('player-1');
    await after.queue.flush();
    expect(after.sent).toEqual(['cmd-q-1', 'cmd-q-2']);
    expect(dev.stored()).toEqual([]);
  });

  it('given another player’s answers on the device, when this player’s queue runs, then theirs are kept and not sent', async () => {
    const dev = device();
    const { queue, sent } = queueOn(dev, [{ status: 200, result: { isCorrect: true } }]);
    queue.enqueue({ ...answer('q-9', 1_000), ownerId: 'player-2', commandId: 'theirs' });
    queue.start('player-1');
    await queue.flush();
    expect(sent).toEqual([]);
    expect(dev.stored().map((entry) => entry.commandId)).toEqual(['theirs']);
  });

  it('given the server refuses an answer for good, when sent, then it leaves the queue and the next one goes', async () => {
    const dev = device();
    const { queue, sent, events } = queueOn(dev, [
      { status: 409, code: 'QUIZ.ALREADY_ANSWERED' },
      { status: 200, result: { isCorrect: true } },
    ]);
    queue.enqueue(answer('q-1', 1_000));
    queue.enqueue(answer('q-2', 1_001));
    queue.start('player-1');
    await queue.flush();
    await settle();
    expect(sent).toEqual(['cmd-q-1', 'cmd-q-2']);
    expect(events[0]).toEqual({
      commandId: 'cmd-q-1',
      kind: 'rejected',
      status: 409,
      code: 'QUIZ.ALREADY_ANSWERED',
    });
    expect(dev.stored()).toEqual([]);
  });

  it('given the server is busy (503 CONCURRENCY_BUSY, then an older node’s 409 CONCURRENCY_CONFLICT), when the backoff passes, then the answer is sent again until recorded', async () => {
    const dev = device();
    const { queue, sent, events } = queueOn(dev, [
      { status: 503, code: 'CONCURRENCY_BUSY' },
      { status: 409, code: 'CONCURRENCY_CONFLICT' },
      { status: 200, result: { isCorrect: true } },
    ]);
    queue.start('player-1');
    queue.enqueue(answer('q-1', dev.now()));
    await settle();
    expect(events.map((event) => event.kind)).toEqual(['retrying']);
    dev.advance(1_000);
    await settle();
    expect(events.map((event) => event.kind)).toEqual(['retrying', 'retrying']);
    dev.advance(1_999);
    await settle();
    expect(sent).toEqual(['cmd-q-1', 'cmd-q-1']);
    dev.advance(1);
    await queue.flush();
    await settle();
    expect(sent).toEqual(['cmd-q-1', 'cmd-q-1', 'cmd-q-1']);
    expect(events.at(-1)).toEqual({
      commandId: 'cmd-q-1',
      kind: 'acknowledged',
      result: { isCorrect: true },
    });
    expect(dev.stored()).toEqual([]);
  });

  it('given an answer waiting out a long backoff, when the connection comes back, then it is sent at once', async () => {
    const dev = device();
    const { queue, sent } = queueOn(dev, [{ status: 0 }, { status: 200, result: { isCorrect: true } }]);
    queue.start('player-1');
    queue.enqueue({ ...answer('q-1', 1_000), failedAttempts: 5 });
    await settle();
    queue.retryNow();
    await queue.flush();
    await settle();
    expect(sent).toEqual(['cmd-q-1', 'cmd-q-1']);
    expect(dev.stored()).toEqual([]);
  });

  it('given an answer already acknowledged on this page, when it is followed late, then its result is told at once', async () => {
    const dev = device();
    const { queue } = queueOn(dev, [{ status: 200, result: { isCorrect: true } }]);
    queue.start('player-1');
    queue.enqueue(answer('q1', dev.now()));
    await settle();
    const told: QueueEvent<Result>[] = [];
    queue.follow('cmd-q1', (event) => told.push(event));
    expect(told).toEqual([{ commandId: 'cmd-q1', kind: 'acknowledged', result: { isCorrect: true } }]);
  });

  it('given an answer still queued from an earlier page, when it is followed, then only its own events are told', async () => {
    const dev = device();
    const earlier = queueOn(dev, [{ status: 0 }]);
    earlier.queue.start('player-1');
    earlier.queue.enqueue(answer('q1', dev.now()));
    earlier.queue.enqueue(answer('q2', dev.now()));
    await settle();
    earlier.queue.stop();
    dev.advance(60_000);
    // A reload: a new page, a new queue over the same storage.
    const { queue } = queueOn(dev, [
      { status: 200, result: { isCorrect: false } },
      { status: 200, result: { isCorrect: true } },
    ]);
    const told: QueueEvent<Result>[] = [];
    queue.follow('cmd-q2', (event) => told.push(event));
    queue.start('player-1');
    await settle();
    expect(told).toEqual([{ commandId: 'cmd-q2', kind: 'acknowledged', result: { isCorrect: true } }]);
    expect(dev.stored()).toEqual([]);
  });
});
