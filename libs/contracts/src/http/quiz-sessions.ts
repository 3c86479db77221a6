import { z } from 'zod';
import { answerLetterSchema, issuedQuestionSchema } from './questions.js';

/** `GET /api/quiz-sessions/:sessionId`: the path's id, as POST /api/questions returned it. */
export const quizSessionParamsSchema = z.strictObject({
  sessionId: z.uuid({ message: 'sessionId must be the sessionId POST /api/questions returned' }),
});

/** A question of the round as the player was given it: no key until it is answered. */
export const quizSessionQuestionSchema = issuedQuestionSchema.extend({
  /** When the server handed it out, by the server's clock. */
  issuedAt: z.iso.datetime(),
});

/** An answer on record, with the key and explanation it revealed. */
export const quizSessionAnswerSchema = z.object({
  questionId: z.string(),
  selectedAnswer: answerLetterSchema.nullable(),
  isCorrect: z.boolean(),
  correct: answerLetterSchema,
  explanation: z.string(),
  timeTaken: z.number(),
  answeredAt: z.iso.datetime(),
});

/**
 * `GET /api/quiz-sessions/:sessionId` (issue 13 item 5): the signed-in player's round as the server holds it, so
 * a reload resumes it. `current` is the first unanswered question with its answer deadline by the server's
 * clock (ADR 0130); `serverNow` lets the client read the deadline on its own clock.
 */
export const quizSessionViewSchema = z.object({
  sessionId: z.string(),
  topic: z.string(),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  round: z.number().int(),
  subtopic: z.string().nullable(),
  status: z.enum(['in-progress', 'finished']),
  /** false while the round's questions were still being streamed when the stream ended (ADR 0073). */
  allIssued: z.boolean(),
  serverNow: z.iso.datetime(),
  questions: z.array(quizSessionQuestionSchema),
  answers: z.array(quizSessionAnswerSchema),
  current: z
    .object({ questionId: z.string(), deadlineAt: z.iso.datetime(), remainingMs: z.number() })
    .nullable(),
});
export type QuizSessionView = z.infer<typeof quizSessionViewSchema>;
