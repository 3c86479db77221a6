import { z } from 'zod';
import { pageQueryShape } from './paging.js';

/** What an analyst browses and replays: a signed-in player's solo round, or a multiplayer game. */
export const PLAY_MODES = ['solo', 'game'] as const;
export type PlayMode = (typeof PLAY_MODES)[number];
export const ANALYST_PAGE_SIZE = 25;
export const ANALYST_MAX_PAGE_SIZE = 100;
/** The longest replay served: a 2,000-player game's answers are more steps than anyone steps through. */
export const MAX_REPLAY_STEPS = 50_000;

const blankIsAbsent = (max: number, name: string) =>
  z
    .string()
    .max(max, `${name} must be ${max} characters or less`)
    .optional()
    .transform((value) => value?.trim() || undefined);

const isoDate = (name: string) =>
  z
    .string()
    .max(40)
    .optional()
    .transform((value, ctx) => {
      if (!value?.trim()) return undefined;
      const time = Date.parse(value);
      if (Number.isNaN(time)) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a date (YYYY-MM-DD or an ISO date-time)` });
        return z.NEVER;
      }
      return new Date(time).toISOString();
    });

/** `GET /api/analyst/plays`: every solo round and game, filtered, sorted and paged, with counts. */
export const listPlaysQuerySchema = z
  .strictObject({
    mode: z.enum(['all', ...PLAY_MODES], { message: 'mode must be all, solo or game' }).default('all'),
    topic: blankIsAbsent(20, 'topic'),
    difficulty: z
      .enum(['easy', 'medium', 'hard'], { message: 'difficulty must be easy, medium or hard' })
      .optional(),
    /** Started at or after (inclusive). */
    from: isoDate('from'),
    /** Started before (exclusive). */
    to: isoDate('to'),
    /** A player as the caller sees them: a pseudonym for analysts; for admins also a user id or e-mail. */
    player: blankIsAbsent(200, 'player'),
    sort: z
      .enum(['newest', 'oldest', 'topic', 'answers', 'accuracy'], {
        message: 'sort must be newest, oldest, topic, answers or accuracy',
      })
      .default('newest'),
    ...pageQueryShape(ANALYST_PAGE_SIZE, ANALYST_MAX_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || q.from < q.to, { message: 'from must be before to', path: ['from'] });
export type ListPlaysQuery = z.infer<typeof listPlaysQuerySchema>;

export const playSummarySchema = z.object({
  mode: z.enum(PLAY_MODES),
  id: z.string(),
  topic: z.string(),
  difficulty: z.string(),
  /** Solo rounds: 1 to 3; games: null. */
  round: z.number().nullable(),
  status: z.enum(['in-progress', 'finished']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  questionCount: z.number(),
  answerCount: z.number(),
  correctCount: z.number(),
  /** Pseudonyms for analysts, names for admins; guests show as guests. */
  players: z.array(z.string()),
  playerCount: z.number(),
});
export type PlaySummary = z.infer<typeof playSummarySchema>;

export const playsPageSchema = z.object({
  /** Matching the filters, by mode (the mode filter aside, so the tabs show what each holds). */
  counts: z.object({ all: z.number(), solo: z.number(), game: z.number() }),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  items: z.array(playSummarySchema),
});
export type PlaysPage = z.infer<typeof playsPageSchema>;

export const playParamsSchema = z.strictObject({
  mode: z.enum(PLAY_MODES, { message: 'mode must be solo or game' }),
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, 'id must be a round id or a room id'),
});
export type PlayParams = z.infer<typeof playParamsSchema>;

export const replayStepSchema = z.object({
  index: z.number(),
  type: z.string(),
  /** Epoch milliseconds, as recorded. */
  at: z.number(),
  /** Since the first step: what 1×, 4× and 16× play back. */
  offsetMs: z.number(),
  view: z.record(z.string(), z.unknown()),
});
export type ReplayStepBody = z.infer<typeof replayStepSchema>;

export const replaySchema = z.object({
  mode: z.enum(PLAY_MODES),
  id: z.string(),
  steps: z.array(replayStepSchema),
});
export type ReplayBody = z.infer<typeof replaySchema>;

export const QUESTION_FLAGS = ['suspected-bad-key', 'too-easy', 'too-hard', 'mislabelled'] as const;
export type QuestionFlagName = (typeof QUESTION_FLAGS)[number];

const reportFilterShape = {
  topic: blankIsAbsent(20, 'topic'),
  subtopic: blankIsAbsent(60, 'subtopic'),
  difficulty: z
    .enum(['easy', 'medium', 'hard'], { message: 'difficulty must be easy, medium or hard' })
    .optional(),
  flag: z.enum(QUESTION_FLAGS, { message: `flag must be one of ${QUESTION_FLAGS.join(', ')}` }).optional(),
};

/** `GET /api/analyst/reports/questions` (and `/export`, as CSV, with the same filters and no paging). */
export const questionReportQuerySchema = z.strictObject({
  ...reportFilterShape,
  sort: z
    .enum(['asked', 'accuracy', 'time', 'flags'], { message: 'sort must be asked, accuracy, time or flags' })
    .default('asked'),
  ...pageQueryShape(ANALYST_PAGE_SIZE, ANALYST_MAX_PAGE_SIZE),
});
export type QuestionReportQuery = z.infer<typeof questionReportQuerySchema>;

export const questionReportExportQuerySchema = z.strictObject(reportFilterShape);
export type QuestionReportExportQuery = z.infer<typeof questionReportExportQuerySchema>;

export const questionReportRowSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  topic: z.string(),
  subtopic: z.string(),
  difficulty: z.string(),
  /** From real answer rates; null below the minimum number of answers. */
  measuredDifficulty: z.string().nullable(),
  key: z.string(),
  asked: z.number(),
  right: z.number(),
  /** 0 to 1. */
  accuracy: z.number(),
  /** Seconds. */
  averageTime: z.number(),
  timeouts: z.number(),
  /** Every option picked at least once, most picked first; share is of all answers with a pick. */
  options: z.array(z.object({ text: z.string(), picks: z.number(), share: z.number(), isKey: z.boolean() })),
  flags: z.array(z.enum(QUESTION_FLAGS)),
});
export type QuestionReportRow = z.infer<typeof questionReportRowSchema>;

export const questionReportPageSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** How many questions of the filter carry each flag (the flag filter aside). */
  flagCounts: z.record(z.enum(QUESTION_FLAGS), z.number()),
  minimumAnswers: z.number(),
  items: z.array(questionReportRowSchema),
});
export type QuestionReportPage = z.infer<typeof questionReportPageSchema>;

/** `GET /api/analyst/reports/topics`: accuracy and answer times per topic, subtopic and difficulty. */
export const topicReportQuerySchema = z.strictObject({
  topic: blankIsAbsent(20, 'topic'),
  difficulty: z
    .enum(['easy', 'medium', 'hard'], { message: 'difficulty must be easy, medium or hard' })
    .optional(),
});
export type TopicReportQuery = z.infer<typeof topicReportQuerySchema>;

export const topicReportRowSchema = z.object({
  topic: z.string(),
  subtopic: z.string(),
  difficulty: z.string(),
  questions: z.number(),
  asked: z.number(),
  accuracy: z.number(),
  averageTime: z.number(),
  /** Answers per time bucket, in the order of `bucketLabels`. */
  timeBuckets: z.array(z.number()),
  /** Questions whose measured difficulty is not their label. */
  mislabelled: z.number(),
});
export type TopicReportRow = z.infer<typeof topicReportRowSchema>;

export const topicReportSchema = z.object({
  bucketLabels: z.array(z.string()),
  rows: z.array(topicReportRowSchema),
});
export type TopicReport = z.infer<typeof topicReportSchema>;

/** The question report's CSV columns, in order. */
export const QUESTION_REPORT_CSV_COLUMNS = [
  'Question ID',
  'Question',
  'Topic',
  'Subtopic',
  'Difficulty',
  'Measured difficulty',
  'Key',
  'Asked',
  'Right',
  'Accuracy',
  'Average time (s)',
  'Timeouts',
  'Option picks',
  'Flags',
] as const;

/** One line of `GET /api/analyst/plays/{mode}/{id}/events` (NDJSON): an event as stored, identities relabelled. */
export const playEventLineSchema = z.object({
  stream: z.string(),
  revision: z.number(),
  type: z.string(),
  recordedAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type PlayEventLine = z.infer<typeof playEventLineSchema>;
