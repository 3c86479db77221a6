import { z } from 'zod';

/** Enough for any round the product plays; more would only make a player wait. */
export const MAX_BATCH_SIZE = 20;
export const MAX_SUBTOPIC_LENGTH = 60;

/**
 * The topic rules of libs/domain (quiz/topic.rules.ts), restated here because contracts import only zod:
 * trimmed, whitespace collapsed, 1 to 20 characters, with the spec's messages word for word.
 */
export const topicSchema = z
  .string({ message: 'Please enter a topic.' })
  .transform((raw) => raw.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, 'Please enter a topic.').max(20, 'Topic must be 20 characters or less'));

/** A first round sends no subtopic; clients spell that as a missing field, null or an empty string. */
const subtopicSchema = z
  .string()
  .max(MAX_SUBTOPIC_LENGTH, `subtopic must be ${MAX_SUBTOPIC_LENGTH} characters or less`)
  .nullish()
  .transform((value) => {
    const trimmed = value?.trim().replace(/\s+/g, ' ');
    return trimmed ? trimmed : undefined;
  });

/** A guest's missed question as the tab holds it (ADR 0173): its sealed key proves the server issued it. */
export const guestRetakeQuestionSchema = z.strictObject({
  sealedKey: z.string().min(1).max(4096),
  question: z.string().min(1).max(1000),
  options: z.tuple([z.string().max(500), z.string().max(500), z.string().max(500), z.string().max(500)]),
  subtopic: z.string().max(200),
});
export type GuestRetakeQuestion = z.infer<typeof guestRetakeQuestionSchema>;

export const questionsRequestSchema = z.strictObject({
  topic: topicSchema,
  difficulty: z
    .enum(['easy', 'medium', 'hard'], { message: 'difficulty must be easy, medium or hard' })
    .default('medium'),
  subtopic: subtopicSchema,
  /** Missing means the default of the endpoint: 10 signed in, 5 for guests. */
  batchSize: z
    .number({ message: 'batchSize must be a whole number' })
    .int('batchSize must be a whole number')
    .min(1, 'batchSize must be at least 1')
    .max(MAX_BATCH_SIZE, `batchSize must be at most ${MAX_BATCH_SIZE}`)
    .nullish()
    .transform((value) => value ?? undefined),
  /** Spec §4: rounds 1 to 3; missing means round 1. Recorded on the signed-in player's quiz session. */
  round: z
    .number({ message: 'round must be 1, 2 or 3' })
    .int('round must be 1, 2 or 3')
    .min(1, 'round must be 1, 2 or 3')
    .max(3, 'round must be 1, 2 or 3')
    .nullish()
    .transform((value) => value ?? undefined),
  /**
   * Retake Incorrect, signed in (ADR 0173): the ids of the questions the player got wrong in the round. The
   * round is exactly these, options reshuffled; ids never issued to the player are left out.
   */
  retake: z
    .array(z.uuid({ message: 'retake must list question ids' }), { message: 'retake must list question ids' })
    .min(1, 'retake must list at least one question')
    .max(MAX_BATCH_SIZE, `retake must list at most ${MAX_BATCH_SIZE} questions`)
    .optional(),
  /** Retake Incorrect for a guest: the missed questions as the tab holds them, each with its sealed key. */
  guestRetake: z
    .array(guestRetakeQuestionSchema, { message: 'guestRetake must list questions' })
    .min(1, 'guestRetake must list at least one question')
    .max(MAX_BATCH_SIZE, `guestRetake must list at most ${MAX_BATCH_SIZE} questions`)
    .optional(),
});
export type QuestionsRequest = z.infer<typeof questionsRequestSchema>;

export const answerLetterSchema = z.enum(['A', 'B', 'C', 'D']);
export type AnswerLetter = z.infer<typeof answerLetterSchema>;

/**
 * A question as a signed-in player receives it: no key and no explanation (explanations name the answer).
 * The Play issue's answer call reveals both, checked against what the server recorded as issued.
 */
export const issuedQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  optionA: z.string(),
  optionB: z.string(),
  optionC: z.string(),
  optionD: z.string(),
  subtopic: z.string(),
  /** Asked before (ADR 0173): the topic had nothing fresh left, or the player retakes it. Absent on a first ask. */
  repeat: z.boolean().optional(),
});
export type IssuedQuestion = z.infer<typeof issuedQuestionSchema>;

/** A question with its key and explanation, as revealed once it is answered. */
export const questionSchema = issuedQuestionSchema.extend({
  correct: answerLetterSchema,
  explanation: z.string(),
});
export type Question = z.infer<typeof questionSchema>;

/**
 * A question as a guest receives it (ADR 0130): no plain key, which a player could read off a guest batch, but
 * `sealedKey`, a token only the server can open, sent back with the answer to POST /api/answers/guest, which
 * reveals the key and the explanation.
 */
export const guestQuestionSchema = issuedQuestionSchema.extend({ sealedKey: z.string() });
export type GuestQuestion = z.infer<typeof guestQuestionSchema>;

const batchOutcome = {
  /** A message for the player, shown as is (spec §8): unknown topic, pool exhausted, model trouble. */
  error: z.string().nullable(),
  /** true when fewer questions came back than were asked for. */
  partial: z.boolean(),
  /**
   * A kind word for the player, not an error: the topic's questions now come round again (ADR 0173). Absent
   * when there is nothing to say.
   */
  notice: z.string().nullable().optional(),
  /**
   * Only with an unknown topic's message (ADR 0170): the closest topics this server can play, best first; the
   * client offers each as a button that starts a game. Absent otherwise.
   */
  suggestedTopics: z.array(z.string()).optional(),
};

export const questionsResponseSchema = z.object({
  questions: z.array(issuedQuestionSchema),
  ...batchOutcome,
  /**
   * The quiz session these questions were issued in (ADR 0071); answers name it. null when no question was
   * issued. Not in the spec's response: an addition its clients ignore.
   */
  sessionId: z.string().nullable(),
});
export type QuestionsResponse = z.infer<typeof questionsResponseSchema>;

export const guestQuestionsResponseSchema = z.object({
  questions: z.array(guestQuestionSchema),
  ...batchOutcome,
});
export type GuestQuestionsResponse = z.infer<typeof guestQuestionsResponseSchema>;

/** The media type of the streaming endpoints: one JSON message per line. */
export const QUESTION_STREAM_CONTENT_TYPE = 'application/x-ndjson';

/**
 * The streaming endpoints send one of these per line: each question as soon as it passed the quality
 * pipeline, a progress count after each, and exactly one `done` last.
 */
function streamMessageSchema<Q extends z.ZodType>(question: Q) {
  return z.discriminatedUnion('type', [
    // sessionId (signed-in streams only): the quiz session the question was issued in (ADR 0073).
    z.object({ type: z.literal('question'), question, sessionId: z.string().optional() }),
    z.object({ type: z.literal('progress'), ready: z.number().int().min(0), total: z.number().int().min(1) }),
    z.object({ type: z.literal('done'), ...batchOutcome, sessionId: z.string().nullable().optional() }),
  ]);
}

export const questionStreamMessageSchema = streamMessageSchema(issuedQuestionSchema);
export type QuestionStreamMessage = z.infer<typeof questionStreamMessageSchema>;
export const guestQuestionStreamMessageSchema = streamMessageSchema(guestQuestionSchema);
export type GuestQuestionStreamMessage = z.infer<typeof guestQuestionStreamMessageSchema>;
