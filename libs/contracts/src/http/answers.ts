import { z } from 'zod';
import { answerLetterSchema } from './questions.js';

/**
 * POST /api/answers/save-answer: the spec's body `{questionId, selectedAnswer, isCorrect, timeTaken}` plus an
 * optional `sessionId`. The server judges the answer itself: `isCorrect` is accepted for the spec's clients and
 * ignored. `timeTaken` is bounded by the server (ADR 0070).
 */
export const saveAnswerRequestSchema = z.strictObject({
  questionId: z.uuid({ message: 'questionId must be the id of a question you were given' }),
  selectedAnswer: z.union([answerLetterSchema, z.null()], {
    message: 'selectedAnswer must be A, B, C, D, or null when the timer ran out',
  }),
  isCorrect: z.boolean({ message: 'isCorrect must be true or false' }).nullish(),
  timeTaken: z
    .number({ message: 'timeTaken must be a number of seconds' })
    .min(0, 'timeTaken must be 0 or more seconds'),
  /** The session POST /api/questions returned; without it the server finds it from the question. */
  sessionId: z.uuid({ message: 'sessionId must be the sessionId POST /api/questions returned' }).nullish(),
});
export type SaveAnswerRequest = z.infer<typeof saveAnswerRequestSchema>;

/** The server's judgement. The key and the explanation are revealed here, after the player has answered. */
export const saveAnswerResponseSchema = z.object({
  isCorrect: z.boolean(),
  correct: answerLetterSchema,
  explanation: z.string(),
  /**
   * Seconds, as the server recorded them (ADR 0130): the claim bounded by the server's clock, 15 when it timed
   * the answer out. The game's speed points come from this, never from the browser's clock (ADR 0179).
   */
  timeTaken: z.number().min(0),
  /** false when this was a retry (same Idempotency-Key) of an answer already recorded. */
  recorded: z.boolean(),
});
export type SaveAnswerResponse = z.infer<typeof saveAnswerResponseSchema>;

/** POST /api/answers/finish-quiz: the player ends a round before answering every question. */
export const finishQuizRequestSchema = z.strictObject({
  sessionId: z.uuid({ message: 'sessionId must be the sessionId POST /api/questions returned' }),
});
export type FinishQuizRequest = z.infer<typeof finishQuizRequestSchema>;

export const finishQuizResponseSchema = z.object({
  sessionId: z.string(),
  /** false when the round had already finished and nothing new was recorded. */
  recorded: z.boolean(),
});
export type FinishQuizResponse = z.infer<typeof finishQuizResponseSchema>;

/** A sealed key is a few hundred characters; anything longer was not issued by the server. */
export const MAX_SEALED_KEY_LENGTH = 8_192;

/** POST /api/answers/guest: a guest's answer, judged against the sealed key its question came with (ADR 0130). */
export const guestAnswerRequestSchema = z.strictObject({
  sealedKey: z
    .string({ message: 'sealedKey must be the sealedKey the question came with' })
    .min(1, 'sealedKey must be the sealedKey the question came with')
    .max(MAX_SEALED_KEY_LENGTH, 'sealedKey must be the sealedKey the question came with'),
  selectedAnswer: z.union([answerLetterSchema, z.null()], {
    message: 'selectedAnswer must be A, B, C, D, or null when the timer ran out',
  }),
});
export type GuestAnswerRequest = z.infer<typeof guestAnswerRequestSchema>;

/** The judgement of a guest's answer: nothing is recorded or ranked. */
export const guestAnswerResponseSchema = z.object({
  isCorrect: z.boolean(),
  correct: answerLetterSchema,
  explanation: z.string(),
});
export type GuestAnswerResponse = z.infer<typeof guestAnswerResponseSchema>;
