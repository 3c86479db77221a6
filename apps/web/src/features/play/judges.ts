import { clampTimeTaken, judgeLocally } from '@quiz/domain';
import { answerQueue } from './answer-queue/browser-answer-queue';
import type { Judge } from './play-types';

/** Guests and the demo: the key came with the question, so the answer is judged on the device, at once. */
export const localJudge: Judge = (question, answer, report) => {
  if (!question.key) throw new Error('A question judged on the device needs its key.');
  const verdict = judgeLocally({ ...question, correct: question.key.correct }, answer.selectedAnswer);
  report({ status: 'judged', judgement: { ...verdict, explanation: question.key.explanation } });
  return () => {};
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
    report({ status: 'waiting' });
    const unsubscribe = answerQueue.subscribe((event) => {
      if (event.commandId !== commandId) return;
      if (event.kind === 'acknowledged') {
        const { isCorrect, correct, explanation } = event.result;
        report({ status: 'judged', judgement: { isCorrect, correct, explanation } });
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
