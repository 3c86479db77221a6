/** Topic and difficulty rules of the topic entry screen (spec §5, §9), as pure functions. */

export const MAX_TOPIC_LENGTH = 20;

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DEFAULT_DIFFICULTY: Difficulty = 'medium';

export function isDifficulty(value: string): value is Difficulty {
  return (DIFFICULTIES as readonly string[]).includes(value);
}

/** Trims the topic and collapses runs of whitespace to one space. */
export function normalizeTopic(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

export type TopicCheck = { ok: true; topic: string } | { ok: false; message: string };

export function validateTopic(raw: string): TopicCheck {
  const topic = normalizeTopic(raw);
  if (topic.length === 0) return { ok: false, message: 'Please enter a topic.' };
  if (topic.length > MAX_TOPIC_LENGTH) return { ok: false, message: 'Topic must be 20 characters or less' };
  return { ok: true, topic };
}

/** `/play?topic={topic}&difficulty={difficulty}&round=1` */
export function playPath(topic: string, difficulty: Difficulty, round = 1): string {
  return `/play?topic=${encodeURIComponent(topic)}&difficulty=${encodeURIComponent(difficulty)}&round=${round}`;
}
