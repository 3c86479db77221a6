import { rankTopics, type TopicIdentity, type TopicScore } from './topic-matching.js';

/** Below this a ranked topic is no useful suggestion: "xyz" resembles nothing. */
export const SUGGESTION_FLOOR = 0.3;
/**
 * A name that starts with what was typed so far ('sp' for Space, 'wor' for World Languages) is worth offering
 * while the player types, though the matcher, which judges whole words, scores short prefixes low.
 */
const TYPED_PREFIX_SCORE = 0.8;
/** A topic's own name (key or label) beginning with the input outranks a synonym that does ('sp': Space, Sport,
 * then World Languages for 'spanish'). */
const NAME_PREFIX_SCORE = 0.85;

function plain(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Names a topic goes by, as plain lower-case words: its own (key and label), and its synonyms. */
const plainNames = new WeakMap<TopicIdentity, { own: string[]; synonyms: string[] }>();
function namesOf(topic: TopicIdentity): { own: string[]; synonyms: string[] } {
  let names = plainNames.get(topic);
  if (!names) {
    names = {
      own: [topic.key.replace(/-/g, ' '), topic.label].map(plain).filter(Boolean),
      synonyms: topic.synonyms.map(plain).filter(Boolean),
    };
    plainNames.set(topic, names);
  }
  return names;
}

function prefixScore(topic: TopicIdentity | undefined, typed: string): number {
  if (!topic) return 0;
  const { own, synonyms } = namesOf(topic);
  if (own.some((name) => name.startsWith(typed))) return NAME_PREFIX_SCORE;
  return synonyms.some((name) => name.startsWith(typed)) ? TYPED_PREFIX_SCORE : 0;
}

/**
 * The topics closest to an input, best first, at most `limit`, each scoring at least SUGGESTION_FLOOR. It builds
 * on the matcher's ranking (typos, synonyms, partial words) and adds names that begin with the input, so it
 * serves both an unknown topic ("harry potter") and a topic being typed ("sp"). Equal scores keep the
 * registry's order, so the same input always gives the same list.
 */
export function closestTopics(input: string, topics: readonly TopicIdentity[], limit: number): TopicScore[] {
  if (limit <= 0) return [];
  const typed = plain(input);
  if (typed === '') return [];
  const ranked = rankTopics(input, topics);
  const byKey = new Map(topics.map((t) => [t.key, t]));
  const order = new Map(topics.map((t, index) => [t.key, index]));
  const rescored = ranked.map((scored) => ({
    ...scored,
    score: Math.max(scored.score, prefixScore(byKey.get(scored.key), typed)),
  }));
  rescored.sort((a, b) => b.score - a.score || (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0));
  return rescored.filter((t) => t.score >= SUGGESTION_FLOOR).slice(0, limit);
}
