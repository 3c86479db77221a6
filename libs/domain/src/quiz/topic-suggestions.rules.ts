import { MAX_TOPIC_LENGTH, normalizeTopic } from './topic.rules.js';

export interface SuggestedTopic {
  topic: string;
  recent: boolean;
}

export interface TopicSuggestionInput {
  /** What the player has typed so far; blank offers everything. */
  typed: string;
  /** The player's recent topics that can be played, most recent first. */
  recent: readonly string[];
  /** Topics the server has questions on, closest to `typed` first (or in its own order when blank). */
  closest: readonly string[];
  limit: number;
}

/** Topics compare without regard to case or spacing: 'Space' and ' space ' are one suggestion. */
export const topicIdentity = (topic: string) => normalizeTopic(topic).toLowerCase();

/** A recent topic is offered while it contains what was typed, wherever in it. */
const contains = (topic: string, typed: string) => typed === '' || topicIdentity(topic).includes(typed);

/**
 * What the topic screen offers (issue 13): the player's recent topics that contain what was typed, most
 * recent first, then the closest topics the server has; each topic once, each a valid topic (1 to 20
 * characters after normalising), at most `limit`. A pure function of its input: the same input gives the same
 * list.
 */
export function pickTopicSuggestions({
  typed,
  recent,
  closest,
  limit,
}: TopicSuggestionInput): SuggestedTopic[] {
  const wanted = topicIdentity(typed);
  const seen = new Set<string>();
  const out: SuggestedTopic[] = [];
  const offer = (raw: string, isRecent: boolean) => {
    const topic = normalizeTopic(raw);
    const id = topic.toLowerCase();
    if (out.length >= limit || topic === '' || topic.length > MAX_TOPIC_LENGTH || seen.has(id)) return;
    seen.add(id);
    out.push({ topic, recent: isRecent });
  };
  for (const topic of recent) if (contains(topic, wanted)) offer(topic, true);
  for (const topic of closest) offer(topic, false);
  return out;
}

/** Most recent first, each topic once, at most `max`: a guest's list after playing `played`. */
export function rememberRecentTopic(recent: readonly string[], played: string, max: number): string[] {
  const topic = normalizeTopic(played);
  if (topic === '' || topic.length > MAX_TOPIC_LENGTH) return recent.slice(0, max);
  const id = topic.toLowerCase();
  return [topic, ...recent.filter((t) => topicIdentity(t) !== id)].slice(0, max);
}
