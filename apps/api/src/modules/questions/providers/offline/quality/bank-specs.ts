import { poolFor } from '../pool.js';
import { TOPICS } from '../topics.js';
import { DIFFICULTIES, type Difficulty, type QuestionSpec } from '../types.js';

export interface TopicCounts {
  key: string;
  label: string;
  counts: Record<Difficulty, number>;
  total: number;
}

/** Every servable question of every topic, by topic and difficulty, as players are served them. */
export function topicCounts(): TopicCounts[] {
  return TOPICS.map((topic) => {
    const pool = poolFor(topic);
    const counts = { easy: pool.all.easy.length, medium: pool.all.medium.length, hard: pool.all.hard.length };
    return { key: topic.key, label: topic.label, counts, total: pool.size };
  });
}

/** Every servable question in the bank once, however many topics share it. */
export function uniqueBankSpecs(): QuestionSpec[] {
  const byId = new Map<string, QuestionSpec>();
  for (const topic of TOPICS) {
    const pool = poolFor(topic);
    for (const level of DIFFICULTIES) for (const spec of pool.all[level]) byId.set(spec.id, spec);
  }
  return [...byId.values()];
}
