/** Topic and difficulty rules (spec §5, §9): the web form and the api apply the same ones. */

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

/** The spec's messages, word for word. */
export function validateTopic(raw: string): TopicCheck {
  const topic = normalizeTopic(raw);
  if (topic.length === 0) return { ok: false, message: 'Please enter a topic.' };
  if (topic.length > MAX_TOPIC_LENGTH) return { ok: false, message: 'Topic must be 20 characters or less' };
  return { ok: true, topic };
}
