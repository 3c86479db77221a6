import { normalizeQuestionText } from '@quiz/domain';
import { findOfflineTopic } from '../providers/offline/index.js';

export interface TopicIdentity {
  /** Groups questions of one topic for seen checks and the pool: 'capitals', or 'custom-roman-roads'. */
  key: string;
  /** How the topic is named to the player. */
  label: string;
  /** Whether the offline generator covers it. */
  offline: boolean;
}

/** "capitals", "Capital cities" and "capitols" share the offline topic's key; anything else keys by its words. */
export function identifyTopic(topic: string): TopicIdentity {
  const offline = findOfflineTopic(topic);
  if (offline) return { key: offline.key, label: offline.label, offline: true };
  const words = normalizeQuestionText(topic)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return { key: `custom-${words || 'topic'}`, label: topic.trim(), offline: false };
}
