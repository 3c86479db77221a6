import {
  afterAttempt,
  answersDue,
  clampTimeTaken,
  dueNow,
  enqueueAnswer,
  nextAttemptAt,
  parseStoredQueue,
  retryDelayMs,
  saveOutcomeOf,
  type QueuedAnswer,
} from './answer-save-queue.rules.js';

const entry = (overrides: Partial<QueuedAnswer> & { questionId?: string } = {}): QueuedAnswer => {
  const { questionId = 'q-1', ...rest } = overrides;
  return {
    commandId: `cmd-${questionId}`,
    ownerId: 'player-1',
    answer: { questionId, sessionId: 'session-1', selectedAnswer: 'B', timeTaken: 4.2 },
    enqueuedAt: 1_000,
    failedAttempts: 0,
    nextAttemptAt: 1_000,
    ...rest,
  };
};

describe('save queue: backoff', () => {
  it('given successive failures, when the next delay is computed without jitter, then it doubles from 1 s up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((attempts) => retryDelayMs(attempts, 0.5))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('given jitter at its extremes, when the delay is computed, then it spreads by 20 % and never passes the cap', () => {
    expect(retryDelayMs(1, 0)).toBe(800);
    expect(retryDelayMs(1, 0.999999)).toBe(1_200);
    expect(retryDelayMs(10, 0.999999)).toBe(30_000);
    expect(retryDelayMs(10, 0)).toBe(24_000);
  });
});

describe('save queue: what a response means', () => {
  it.each([200, 201])('given status %i, then the answer is acknowledged', (status) => {
    expect(saveOutcomeOf(status)).toBe('acknowledged');
  });
  it.each([0, 401, 408, 425, 429, 500, 502, 503])(
    'given status %i (no response or a passing failure), then the answer is retried',
    (status) => expect(saveOutcomeOf(status)).toBe('retry'),
  );
  it.each([400, 403, 404, 409, 422])(
    'given status %i (the server will never record it), then the answer leaves the queue',
    (status) => expect(saveOutcomeOf(status)).toBe('rejected'),
  );
  it.each([
    [503, 'CONCURRENCY_BUSY'],
    [409, 'CONCURRENCY_CONFLICT'],
  ])('given %i %s (the server was busy, nothing was refused), then the answer is retried', (status, code) =>
    expect(saveOutcomeOf(status, code)).toBe('retry'),
  );
  it.each([
    [409, 'QUIZ.ALREADY_ANSWERED'],
    [409, 'QUIZ.FINISHED'],
    [404, 'QUIZ.QUESTION_NOT_ISSUED'],
    [403, 'QUIZ.NOT_YOUR_SESSION'],
    [400, 'VALIDATION'],
  ])('given %i %s (a real refusal), then the answer leaves the queue', (status, code) =>
    expect(saveOutcomeOf(status, code)).toBe('rejected'),
  );
  it('given 503 CONCURRENCY_BUSY three times in a row, when each is recorded, then the answer stays queued with a growing backoff', () => {
    let queue = [entry()];
    const waits: number[] = [];
    let now = 10_000;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      queue = afterAttempt(queue, 'cmd-q-1', saveOutcomeOf(503, 'CONCURRENCY_BUSY'), now, 0.5);
      waits.push(queue[0]!.nextAttemptAt - now);
      now = queue[0]!.nextAttemptAt;
    }
    expect(waits).toEqual([1_000, 2_000, 4_000]);
    expect(queue).toEqual([entry({ failedAttempts: 3, nextAttemptAt: now })]);
  });
});

describe('save queue: entries', () => {
  it('given an empty queue, when an answer is queued, then it is due at once', () => {
    const queue = enqueueAnswer([], entry());
    expect(answersDue(queue, 'player-1', 1_000)).toEqual([entry()]);
  });

  it('given a queued answer to a question, when a second answer to it is queued, then the first one stays alone', () => {
    const first = entry({ answer: { questionId: 'q-1', sessionId: 's', selectedAnswer: 'A', timeTaken: 1 } });
    const second = entry({ commandId: 'other', answer: { ...first.answer, selectedAnswer: 'D' } });
    expect(enqueueAnswer([first], second)).toEqual([first]);
  });

  it('given a queued command id, when it is queued again, then the queue is unchanged', () => {
    const first = entry();
    expect(enqueueAnswer([first], { ...first })).toEqual([first]);
  });

  it('given another player answered the same question on this device, when queued, then both are kept', () => {
    const mine = entry();
    const theirs = entry({ commandId: 'theirs', ownerId: 'player-2' });
    expect(enqueueAnswer([mine], theirs)).toEqual([mine, theirs]);
  });

  it('given entries of two players, some waiting out a backoff, when due ones are asked for, then only the player’s due ones come, oldest first', () => {
    const later = entry({ questionId: 'q-2', enqueuedAt: 2_000, nextAttemptAt: 2_000 });
    const earlier = entry({ questionId: 'q-1', enqueuedAt: 1_000, nextAttemptAt: 1_500 });
    const waiting = entry({ questionId: 'q-3', enqueuedAt: 500, nextAttemptAt: 9_000 });
    const someoneElse = entry({ questionId: 'q-4', ownerId: 'player-2', nextAttemptAt: 0 });
    const queue = [later, waiting, someoneElse, earlier];
    expect(answersDue(queue, 'player-1', 2_000)).toEqual([earlier, later]);
    expect(nextAttemptAt(queue, 'player-1')).toBe(1_500);
    expect(nextAttemptAt(queue, 'player-3')).toBeNull();
  });

  it('given a failed attempt to retry, when recorded, then the entry waits out its backoff and keeps its command id', () => {
    const queue = afterAttempt([entry({ failedAttempts: 2 })], 'cmd-q-1', 'retry', 10_000, 0.5);
    expect(queue).toEqual([entry({ failedAttempts: 3, nextAttemptAt: 14_000 })]);
  });

  it.each(['acknowledged', 'rejected'] as const)(
    'given an attempt that ended %s, when recorded, then the entry leaves the queue',
    (outcome) => {
      const other = entry({ questionId: 'q-2' });
      expect(afterAttempt([entry(), other], 'cmd-q-1', outcome, 10_000, 0.5)).toEqual([other]);
    },
  );

  it('given entries waiting out backoffs, when the network comes back, then the player’s entries are due now and others’ untouched', () => {
    const mine = entry({ nextAttemptAt: 50_000 });
    const theirs = entry({ ownerId: 'player-2', commandId: 'x', nextAttemptAt: 50_000 });
    expect(dueNow([mine, theirs], 'player-1', 3_000)).toEqual([{ ...mine, nextAttemptAt: 3_000 }, theirs]);
  });
});

describe('save queue: time taken and storage', () => {
  it('given readings outside the timer, when clamped, then they fall within 0-15 s to the millisecond', () => {
    expect(clampTimeTaken(-2)).toBe(0);
    expect(clampTimeTaken(3.14159)).toBe(3.142);
    expect(clampTimeTaken(15.3)).toBe(15);
    expect(clampTimeTaken(Number.NaN)).toBe(15);
  });

  it('given stored data with malformed entries, when read back, then only well-formed entries remain', () => {
    const good = entry();
    const stored: unknown = [
      good,
      { ...good, commandId: '' },
      { ...good, answer: { ...good.answer, selectedAnswer: 'E' } },
      { ...good, nextAttemptAt: 'soon' },
      null,
      { ...good, commandId: 'timed-out', answer: { ...good.answer, selectedAnswer: null } },
    ];
    expect(parseStoredQueue(stored)).toEqual([
      good,
      { ...good, commandId: 'timed-out', answer: { ...good.answer, selectedAnswer: null } },
    ]);
    expect(parseStoredQueue({ not: 'a list' })).toEqual([]);
  });
});
