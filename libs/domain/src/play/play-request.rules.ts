import { DEFAULT_BATCH_SIZE, type PlayerKind } from '../questions/batch-size.rules.js';
import { DEFAULT_DIFFICULTY, isDifficulty, validateTopic, type Difficulty } from '../quiz/topic.rules.js';
import { FIRST_ROUND, LAST_ROUND } from './quiz-session.rules.js';

/** The most questions one round asks for; the api refuses more (libs/contracts restates it). */
export const MAX_ROUND_BATCH_SIZE = 20;
export const MAX_PLAY_SUBTOPIC_LENGTH = 60;

/** What /play reads from its query (spec §2). */
export interface PlayRequest {
  topic: string;
  difficulty: Difficulty;
  round: number;
  subtopic: string | null;
  batchSize: number;
}

export type PlayRequestCheck = { ok: true; request: PlayRequest } | { ok: false; message: string };

/** The query parameters as the URL gives them: absent is null. */
export interface PlayQuery {
  topic: string | null;
  difficulty: string | null;
  round: string | null;
  subtopic: string | null;
  batchSize: string | null;
}

const wholeNumberIn = (raw: string, min: number, max: number): number | null => {
  if (!/^\s*\d+\s*$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
};

/**
 * Reads /play's query: the topic by the topic rules (spec §5, their messages word for word), difficulty
 * default medium, round 1-3 default 1, an optional subtopic (blank is none), batchSize 1-20 defaulting to the
 * player kind's (spec §9). A bad value is refused with a message rather than replaced by a default, so a
 * mistyped link is noticed.
 */
export function readPlayRequest(query: PlayQuery, kind: PlayerKind): PlayRequestCheck {
  const topic = validateTopic(query.topic ?? '');
  if (!topic.ok) return topic;

  const difficultyRaw = query.difficulty?.trim() || DEFAULT_DIFFICULTY;
  if (!isDifficulty(difficultyRaw)) return { ok: false, message: 'Difficulty must be easy, medium or hard.' };

  const round =
    query.round === null || query.round.trim() === ''
      ? FIRST_ROUND
      : wholeNumberIn(query.round, FIRST_ROUND, LAST_ROUND);
  if (round === null) return { ok: false, message: `Round must be ${FIRST_ROUND} to ${LAST_ROUND}.` };

  const batchSize =
    query.batchSize === null || query.batchSize.trim() === ''
      ? DEFAULT_BATCH_SIZE[kind]
      : wholeNumberIn(query.batchSize, 1, MAX_ROUND_BATCH_SIZE);
  if (batchSize === null) return { ok: false, message: `Batch size must be 1 to ${MAX_ROUND_BATCH_SIZE}.` };

  const subtopic = query.subtopic?.trim().replace(/\s+/g, ' ') || null;
  if (subtopic && subtopic.length > MAX_PLAY_SUBTOPIC_LENGTH) {
    return { ok: false, message: `Subtopic must be ${MAX_PLAY_SUBTOPIC_LENGTH} characters or less.` };
  }
  return { ok: true, request: { topic: topic.topic, difficulty: difficultyRaw, round, subtopic, batchSize } };
}
