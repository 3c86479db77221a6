import { MAX_RECENT_TOPICS } from '@quiz/contracts';
import { MAX_TOPIC_LENGTH, normalizeTopic, rememberRecentTopic } from '@quiz/domain';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage';

/** A guest's recent topics, most recent first (the server keeps a signed-in player's). */
export function readRecentTopics(): string[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(storageKeys.recentTopics) ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter((t): t is string => typeof t === 'string')
          .filter((t) => normalizeTopic(t) !== '' && normalizeTopic(t).length <= MAX_TOPIC_LENGTH)
          .slice(0, MAX_RECENT_TOPICS)
      : [];
  } catch {
    return [];
  }
}

export function rememberGuestTopic(topic: string): void {
  const next = rememberRecentTopic(readRecentTopics(), topic, MAX_RECENT_TOPICS);
  writeStorage(storageKeys.recentTopics, JSON.stringify(next));
}
