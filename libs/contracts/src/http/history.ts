import { z } from 'zod';

/** Spec §9: the history page size, which is also the most a client may ask for. */
export const HISTORY_PAGE_SIZE = 50;
export const MAX_HISTORY_SEARCH_LENGTH = 200;

const letterSchema = z.enum(['A', 'B', 'C', 'D']);

/** Blank text means "no filter": a cleared search box sends `q=`. */
const optionalText = (name: string, max: number) =>
  z
    .string()
    .max(max, `${name} must be ${max} characters or less`)
    .optional()
    .transform((value) => {
      const trimmed = value?.trim().replace(/\s+/g, ' ');
      return trimmed ? trimmed : undefined;
    });

/** `GET /api/answers/user-answers`: the signed-in player's own answers, newest first unless `sort=asc`. */
export const listUserAnswersQuerySchema = z.strictObject({
  /** Full text over the question, its options, the explanation, the topic and the subtopic; every word must match (English stemming). */
  q: optionalText('q', MAX_HISTORY_SEARCH_LENGTH),
  /** `1`: only answers that were wrong or timed out. */
  incorrect: z
    .enum(['1', '0', 'true', 'false'], { message: 'incorrect must be 1 or 0' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
  /** By the time the answer was recorded. */
  sort: z.enum(['asc', 'desc'], { message: 'sort must be asc or desc' }).default('desc'),
  limit: z.coerce
    .number({ message: `limit must be a whole number from 1 to ${HISTORY_PAGE_SIZE}` })
    .int(`limit must be a whole number from 1 to ${HISTORY_PAGE_SIZE}`)
    .min(1, `limit must be a whole number from 1 to ${HISTORY_PAGE_SIZE}`)
    .max(HISTORY_PAGE_SIZE, `limit must be a whole number from 1 to ${HISTORY_PAGE_SIZE}`)
    .default(HISTORY_PAGE_SIZE),
  /** The `nextCursor` of the previous page, as it was returned. */
  cursor: z.string().max(300, 'cursor is not one this api issued.').optional(),
  topic: optionalText('topic', 20),
  subtopic: optionalText('subtopic', 60),
});
export type ListUserAnswersQuery = z.infer<typeof listUserAnswersQuerySchema>;

/** Spec §3, the answer record: the question as played, the player's answer and when it was played. */
export const answerRecordSchema = z.object({
  /** The question's id. */
  id: z.string(),
  sessionId: z.string(),
  question: z.string(),
  optionA: z.string(),
  optionB: z.string(),
  optionC: z.string(),
  optionD: z.string(),
  correct: letterSchema,
  explanation: z.string(),
  topic: z.string(),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  subtopic: z.string(),
  /** null: the timer ran out. */
  selectedAnswer: letterSchema.nullable(),
  isCorrect: z.boolean(),
  /** Seconds. */
  timeTaken: z.number(),
  /** ISO date-time. */
  playedAt: z.string(),
  /** The multiplayer room the answer was given in; absent for a solo answer. */
  room: z.string().optional(),
  /**
   * true: the question had been asked to the player before (a repeat or Retake Incorrect); such an answer does
   * not count toward the streak, the leaderboard or the profile's figures (ADR 0191). Absent on a first answer.
   */
  repeat: z.boolean().optional(),
});
export type AnswerRecord = z.infer<typeof answerRecordSchema>;

export const userAnswersPageSchema = z.object({
  items: z.array(answerRecordSchema),
  /** null on the last page. */
  nextCursor: z.string().nullable(),
});
export type UserAnswersPage = z.infer<typeof userAnswersPageSchema>;
