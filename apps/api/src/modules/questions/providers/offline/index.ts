import { assemble } from './assemble.js';
import { drawSpecs, poolFor } from './pool.js';
import { matchTopicIn, rankTopics } from './topic-matching.js';
import { TOPICS } from './topics.js';
import type { OfflineRequest, OfflineResult } from './types.js';

export type { Difficulty, GeneratedQuestion, OfflineRequest, OfflineResult } from './types.js';
export { createSeededRandom } from './random.js';

/** Suggested when nothing we have is even close to what was asked. */
const POPULAR_TOPICS = ['Space', 'Science', 'Geography'];
/** Topics scoring below this are no useful suggestion: "xyz" resembles nothing. */
const SUGGESTION_FLOOR = 0.3;

export function matchTopic(input: string): { key: string; score: number } | null {
  return matchTopicIn(input, TOPICS);
}

/** The topic an input names, with its label, or null when the offline generator has nothing on it. */
export function findOfflineTopic(input: string): { key: string; label: string } | null {
  const match = matchTopic(input);
  const topic = match ? TOPICS.find((t) => t.key === match.key) : undefined;
  return topic ? { key: topic.key, label: topic.label } : null;
}

export function listOfflineTopics(): {
  key: string;
  label: string;
  subtopics: string[];
  questionCount: number;
}[] {
  return TOPICS.map((t) => {
    const pool = poolFor(t);
    return { key: t.key, label: t.label, subtopics: pool.subtopics, questionCount: pool.size };
  });
}

/** The built-in question source used when no language model is configured: no network, no I/O per call. */
export function generateOfflineQuestions(req: OfflineRequest): OfflineResult {
  const match = matchTopic(req.topic);
  const topic = match ? TOPICS.find((t) => t.key === match.key) : undefined;
  if (!topic) {
    const ranked = rankTopics(req.topic, TOPICS).filter((t) => t.score >= SUGGESTION_FLOOR);
    const closestTopics = ranked.length > 0 ? ranked.slice(0, 3).map((t) => t.label) : POPULAR_TOPICS;
    const shown = req.topic.trim().replace(/\s+/g, ' ');
    return {
      kind: 'unknown-topic',
      closestTopics,
      message:
        `We don't have built-in questions about "${shown}" yet. Try: ${closestTopics.join(', ')} — ` +
        'or set OPENAI_API_KEY (or OPENAI_BASE_URL for a local model) to generate questions on any topic.',
    };
  }
  const pool = poolFor(topic);
  const count = Math.max(0, Math.floor(req.batchSize));
  const draw = drawSpecs(
    pool,
    count,
    req.difficulty,
    req.subtopic,
    req.excludeIds ?? new Set(),
    req.random,
    req.avoidTexts,
  );
  return {
    kind: 'questions',
    topicKey: topic.key,
    questions: draw.specs.map((spec) => assemble(spec, topic.key, req.random)),
    exhausted: draw.exhausted,
  };
}
