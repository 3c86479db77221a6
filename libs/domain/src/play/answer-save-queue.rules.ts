import type { AnswerLetter } from '../questions/answer-key.rules.js';
import { QUESTION_TIMER_SECONDS } from './quiz-session.rules.js';

/**
 * The web client's save queue (issue 5, "no answer lost"): every answer is kept on the device with the command id
 * it is sent under (the Idempotency-Key, ADR 0072) until the server acknowledges it. These are its rules; the
 * client only stores the queue and sends what they say is due.
 */

/** What save-answer is sent, minus the client's `isCorrect`, which the server ignores. */
export interface AnswerToSave {
  questionId: string;
  sessionId: string | null;
  selectedAnswer: AnswerLetter | null;
  timeTaken: number;
}

export interface QueuedAnswer {
  /** Sent as Idempotency-Key on every attempt: a retry records at most once. */
  commandId: string;
  /** The signed-in player who answered: another account on the same device never sends it. */
  ownerId: string;
  answer: AnswerToSave;
  /** Epoch milliseconds. */
  enqueuedAt: number;
  /** Attempts that failed and will be retried. */
  failedAttempts: number;
  /** Epoch milliseconds; due at once when enqueued. */
  nextAttemptAt: number;
}

/** Backoff: 1 s, 2 s, 4 s … doubling up to 30 s, each spread by ±20 % so many clients do not retry in step. */
export const SAVE_RETRY_BACKOFF = { firstDelayMs: 1_000, maxDelayMs: 30_000, spread: 0.2 } as const;

/**
 * How long to wait after the `failedAttempts`-th failure. `jitter` is a number in [0, 1) chosen by the caller
 * (randomness does not live in the domain); 0.5 gives the plain doubling.
 */
export function retryDelayMs(failedAttempts: number, jitter: number): number {
  const { firstDelayMs, maxDelayMs, spread } = SAVE_RETRY_BACKOFF;
  const exponent = Math.max(0, failedAttempts - 1);
  const base = Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(exponent, 30));
  const factor = 1 + spread * (2 * Math.min(Math.max(jitter, 0), 1) - 1);
  return Math.round(Math.min(maxDelayMs, base * factor));
}

export type SaveOutcome = 'acknowledged' | 'retry' | 'rejected';

/**
 * Codes that say the server was busy, not that it refused: `CONCURRENCY_BUSY` comes with a 503, and
 * `CONCURRENCY_CONFLICT` is what api versions before ADR 0131 answered (409) for the same lost race.
 */
const TRANSIENT_CODES: readonly string[] = ['CONCURRENCY_BUSY', 'CONCURRENCY_CONFLICT'];

/**
 * What an attempt's HTTP status (and the error body's code, when there is one) means for the queued answer.
 * 0 is "no response" (network down, request cut).
 * - 2xx: recorded (a retry of a recorded answer is answered 200 too): drop it from the queue.
 * - No response, 401 (the token is being refreshed or the player signs in again), 408, 425, 429 and 5xx
 *   (503 `CONCURRENCY_BUSY` among them): the answer may still be recorded later, so keep it and retry. The
 *   first retry waits 1 s, what the server's Retry-After asks for.
 * - A lost race (`CONCURRENCY_CONFLICT`), whatever its status: retry too; nothing was refused.
 * - Any other 4xx (400 invalid, 403 not your session, 404 not issued, 409 already answered or round
 *   finished): the server will never record this answer; retrying cannot change that.
 */
export function saveOutcomeOf(status: number, code?: string): SaveOutcome {
  if (status >= 200 && status < 300) return 'acknowledged';
  if (status === 0 || status === 401 || status === 408 || status === 425 || status === 429 || status >= 500) {
    return 'retry';
  }
  if (code !== undefined && TRANSIENT_CODES.includes(code)) return 'retry';
  return 'rejected';
}

/**
 * The queue with a new answer at its end. A question is answered once: a second entry for the same player and
 * question, or one with a command id already queued, is not added (the first answer is the one that counts).
 */
export function enqueueAnswer(queue: readonly QueuedAnswer[], entry: QueuedAnswer): QueuedAnswer[] {
  const duplicate = queue.some(
    (queued) =>
      queued.commandId === entry.commandId ||
      (queued.ownerId === entry.ownerId && queued.answer.questionId === entry.answer.questionId),
  );
  return duplicate ? [...queue] : [...queue, entry];
}

/** The player's entries whose next attempt is due, oldest answer first (the order they were played). */
export function answersDue(queue: readonly QueuedAnswer[], ownerId: string, now: number): QueuedAnswer[] {
  return queue
    .filter((entry) => entry.ownerId === ownerId && entry.nextAttemptAt <= now)
    .sort((a, b) => a.enqueuedAt - b.enqueuedAt);
}

/** When the next of the player's entries falls due, or null when none is queued. */
export function nextAttemptAt(queue: readonly QueuedAnswer[], ownerId: string): number | null {
  const times = queue.filter((entry) => entry.ownerId === ownerId).map((entry) => entry.nextAttemptAt);
  return times.length === 0 ? null : Math.min(...times);
}

/** The queue after one attempt at `commandId` ended with `outcome`. */
export function afterAttempt(
  queue: readonly QueuedAnswer[],
  commandId: string,
  outcome: SaveOutcome,
  now: number,
  jitter: number,
): QueuedAnswer[] {
  if (outcome !== 'retry') return queue.filter((entry) => entry.commandId !== commandId);
  return queue.map((entry) => {
    if (entry.commandId !== commandId) return entry;
    const failedAttempts = entry.failedAttempts + 1;
    return { ...entry, failedAttempts, nextAttemptAt: now + retryDelayMs(failedAttempts, jitter) };
  });
}

/** Brings every entry of the player forward to now: the network came back, no need to sit out the backoff. */
export function dueNow(queue: readonly QueuedAnswer[], ownerId: string, now: number): QueuedAnswer[] {
  return queue.map((entry) =>
    entry.ownerId === ownerId && entry.nextAttemptAt > now ? { ...entry, nextAttemptAt: now } : entry,
  );
}

/**
 * The time an answer claims, as the client sends it: within the question's timer, to the millisecond. A clock
 * that jumped backwards or a missing reading claims the whole timer, never less than was possible.
 */
export function clampTimeTaken(seconds: number): number {
  if (!Number.isFinite(seconds)) return QUESTION_TIMER_SECONDS;
  const clamped = Math.min(Math.max(seconds, 0), QUESTION_TIMER_SECONDS);
  return Math.round(clamped * 1000) / 1000;
}

const LETTERS: readonly (AnswerLetter | null)[] = ['A', 'B', 'C', 'D', null];

function isQueuedAnswer(value: unknown): value is QueuedAnswer {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  const answer = entry.answer as Record<string, unknown> | null | undefined;
  return (
    typeof entry.commandId === 'string' &&
    entry.commandId.length > 0 &&
    typeof entry.ownerId === 'string' &&
    typeof entry.enqueuedAt === 'number' &&
    typeof entry.failedAttempts === 'number' &&
    typeof entry.nextAttemptAt === 'number' &&
    !!answer &&
    typeof answer === 'object' &&
    typeof answer.questionId === 'string' &&
    (answer.sessionId === null || typeof answer.sessionId === 'string') &&
    LETTERS.includes(answer.selectedAnswer as AnswerLetter | null) &&
    typeof answer.timeTaken === 'number'
  );
}

/**
 * The queue as read back from storage. Storage is outside the program's control (another version of the app,
 * a hand edit): entries that do not have the queue's shape are left out rather than sent.
 */
export function parseStoredQueue(stored: unknown): QueuedAnswer[] {
  return Array.isArray(stored) ? stored.filter(isQueuedAnswer) : [];
}
