import { assemble } from './assemble.js';
import { drawSpecs, poolFor } from './pool.js';
import { closestTopics } from './closest-topics.js';
import { matchTopicIn } from './topic-matching.js';
import { TOPICS } from './topics.js';
import type { OfflineRequest, OfflineResult } from './types.js';

export type { Difficulty, GeneratedQuestion, OfflineRequest, OfflineResult } from './types.js';
export { createSeededRandom } from './random.js';

/** Suggested when nothing we have is even close to what was asked. */
const POPULAR_TOPICS = ['Space', 'Science', 'Geography'];
/** An unknown topic's message offers this many topics. */
const UNKNOWN_TOPIC_SUGGESTIONS = 3;

export function matchTopic(input: string): { key: string; score: number } | null {
  return matchTopicIn(input, TOPICS);
}

/** The topic an input names, with its label, or null when the offline generator has nothing on it. */
export function findOfflineTopic(input: string): { key: string; label: string } | null {
  const match = matchTopic(input);
  const topic = match ? TOPICS.find((t) => t.key === match.key) : undefined;
  return topic ? { key: topic.key, label: topic.label } : null;
}

/** The labels of the topics the offline generator serves, in the registry's order. */
export function offlineTopicLabels(): string[] {
  return TOPICS.map((t) => t.label);
}

/** Offline topics closest to what a player typed (or is typing), best first, as labels. */
export function closestOfflineTopics(input: string, limit: number): string[] {
  return closestTopics(input, TOPICS, limit).map((t) => t.label);
}

/**
 * What to offer a player for an input: the closest topics, or the popular ones when nothing we have resembles it,
 * so that "pick one of these instead" always has something to pick.
 */
export function offlineTopicsToOffer(input: string, limit: number): string[] {
  const closest = closestOfflineTopics(input, limit);
  return closest.length > 0 ? closest : POPULAR_TOPICS.slice(0, limit);
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
    const suggested = offlineTopicsToOffer(req.topic, UNKNOWN_TOPIC_SUGGESTIONS);
    const shown = req.topic.trim().replace(/\s+/g, ' ');
    // Words for a player: how to configure a model is the operator's business (logs and /api/health).
    return {
      kind: 'unknown-topic',
      closestTopics: suggested,
      message: `We don't have questions about "${shown}" yet. Try ${listInWords(suggested)}.`,
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

/** 'A', 'A or B', 'A, B or C'. */
function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}
