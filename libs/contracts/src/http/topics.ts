import { z } from 'zod';

export const TOPIC_SUGGESTIONS_DEFAULT_LIMIT = 6;
export const TOPIC_SUGGESTIONS_MAX_LIMIT = 10;
/** A guest's recent topics come from the browser; more than this is not a recent list. */
export const MAX_RECENT_TOPICS = 10;

const limitMessage = `limit must be a whole number from 1 to ${TOPIC_SUGGESTIONS_MAX_LIMIT}`;

/** Trimmed, whitespace collapsed, at most 20 characters: the topic rule of spec §5, blank allowed. */
const typedTopic = (field: string) =>
  z
    .string({ message: `${field} must be text` })
    .transform((raw) => raw.trim().replace(/\s+/g, ' '))
    .pipe(z.string().max(20, `${field} must be 20 characters or less`));

/**
 * `GET /api/topics/suggestions?q=&recent=&limit=` (ADR 0170): what the topic screen offers while a player types.
 * `recent` (repeatable) carries a guest's recent topics, kept in the browser; a signed-in player's come from
 * the server's read models.
 */
export const topicSuggestionsQuerySchema = z.strictObject({
  q: typedTopic('q').default(''),
  recent: z
    .union([typedTopic('recent'), z.array(typedTopic('recent'))])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.string()).max(MAX_RECENT_TOPICS, `at most ${MAX_RECENT_TOPICS} recent topics`))
    .transform((topics) => topics.filter((topic) => topic !== '')),
  limit: z.coerce
    .number({ message: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(TOPIC_SUGGESTIONS_MAX_LIMIT, limitMessage)
    .default(TOPIC_SUGGESTIONS_DEFAULT_LIMIT),
});
export type TopicSuggestionsQuery = z.infer<typeof topicSuggestionsQuerySchema>;

export const topicSuggestionSchema = z.object({
  /** A topic that starts a game as it is: 1 to 20 characters. */
  topic: z.string().min(1).max(20),
  /** One of the player's recent topics (otherwise one the server has questions on). */
  recent: z.boolean(),
});
export type TopicSuggestion = z.infer<typeof topicSuggestionSchema>;

export const topicSuggestionsResponseSchema = z.object({
  /** Best first, at most `limit`, each topic once; every one can be played. */
  suggestions: z.array(topicSuggestionSchema),
  /** A language model is configured: any topic can be played, not only the suggested ones. */
  anyTopic: z.boolean(),
  /** Whether `q` itself can be played (false for a blank `q`). */
  typedPlayable: z.boolean(),
  /** The topics "Surprise me" draws from: every topic the server always has questions on. */
  surprise: z.array(z.string().min(1).max(20)),
});
export type TopicSuggestionsResponse = z.infer<typeof topicSuggestionsResponseSchema>;
