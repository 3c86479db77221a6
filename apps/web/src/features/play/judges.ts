import { clampTimeTaken, judgeLocally, retryDelayMs, saveOutcomeOf } from '@quiz/domain';
import { ApiClientError } from '@/lib/api-client';
import { checkGuestAnswer } from './api/check-guest-answer';
import { answerQueue } from './answer-queue/browser-answer-queue';
import type { Judge, JudgementState } from './play-types';

/** The demo: the key came with the question, so the answer is judged on the device, at once. */
export const localJudge: Judge = (question, answer, report) => {
  if (!question.key) throw new Error('A question judged on the device needs its key.');
  const verdict = judgeLocally({ ...question, correct: question.key.correct }, answer.selectedAnswer);
  report({ status: 'judged', judgement: { ...verdict, explanation: question.key.explanation } });
  return () => {};
};

/**
 * Guests (ADR 0130): the question came with its key sealed; the server opens it with the answer and reveals the
 * key and the explanation, as it does for a signed-in player. Nothing is recorded, so a failed attempt is simply
 * tried again after the save queue's backoff, until judged or refused.
 */
export const guestJudge: Judge = (question, answer, report) => {
  if (!question.sealedKey) return localJudge(question, answer, report);
  const sealedKey = question.sealedKey;
  let stopped = false;
  let timer: number | undefined;
  report({ status: 'waiting' });
  const attempt = async (failures: number): Promise<void> => {
    try {
      const judgement = await checkGuestAnswer(sealedKey, answer.selectedAnswer);
      if (!stopped) report({ status: 'judged', judgement });
    } catch (error) {
      if (stopped) return;
      const status = error instanceof ApiClientError ? error.status : 0;
      const code = error instanceof ApiClientError ? error.code : undefined;
      if (saveOutcomeOf(status, code) !== 'retry') {
        report({ status: 'refused', message: 'The server did not accept this answer.' });
        return;
      }
      report({
        status: 'retrying',
        reason: !navigator.onLine ? 'offline' : status === 0 ? 'unreachable' : 'server',
      });
      timer = window.setTimeout(() => void attempt(failures + 1), retryDelayMs(failures + 1, Math.random()));
    }
  };
  void attempt(0);
  return () => {
    stopped = true;
    window.clearTimeout(timer);
  };
};

/**
 * A version 4 UUID for the Idempotency-Key. `crypto.randomUUID` exists only in secure contexts (https or
 * localhost); the random bytes it is made of are available everywhere.
 */
export function newCommandId(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Signed-in players: the answer goes through the save queue and the server's reply reveals the key
 * (ADR 0070, 0072). Until it comes the player sees that it is on its way, and whether the network is down.
 */
export function serverJudge(ownerId: string, newId: () => string = newCommandId): Judge {
  return (question, answer, report) => {
    const commandId = newId();
    const unsubscribe = followQueuedAnswer(commandId)(report);
    const now = Date.now();
    answerQueue.enqueue({
      commandId,
      ownerId,
      answer: {
        questionId: question.id,
        sessionId: question.sessionId,
        selectedAnswer: answer.selectedAnswer,
        timeTaken: clampTimeTaken(answer.timeTaken),
      },
      enqueuedAt: now,
      failedAttempts: 0,
      nextAttemptAt: now,
    });
    return unsubscribe;
  };
}

/**
 * How an answer in the save queue stands, from waiting to judged or refused: the answer given on this page, or
 * one a reload left in the queue, which the resumed round shows as given (issue 13).
 */
export function followQueuedAnswer(commandId: string) {
  return (report: (state: JudgementState) => void): (() => void) => {
    report({ status: 'waiting' });
    return answerQueue.follow(commandId, (event) => {
      if (event.kind === 'acknowledged') {
        const { isCorrect, correct, explanation, timeTaken } = event.result;
        report({
          status: 'judged',
          judgement: { isCorrect, correct, explanation, recordedTimeTaken: timeTaken },
        });
      } else if (event.kind === 'rejected') {
        report({
          status: 'refused',
          message:
            event.code === 'QUIZ.ALREADY_ANSWERED'
              ? 'This question was already answered.'
              : 'The server did not accept this answer.',
        });
      } else {
        report({
          status: 'retrying',
          reason: !navigator.onLine ? 'offline' : event.status === 0 ? 'unreachable' : 'server',
        });
      }
    });
  };
}
