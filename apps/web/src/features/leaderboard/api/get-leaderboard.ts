import { useQuery } from '@tanstack/react-query';
import { leaderboardSchema, type LeaderboardRow } from '@quiz/contracts';
import { apiClient } from '@/lib/api-client';

/** Spec §8, word for word. */
export const LEADERBOARD_FAILED = 'Failed to load leaderboard';

/** `GET /api/streaks/leaderboard`: open to everyone (ADR 0093), so no token is sent. */
export function fetchLeaderboard(
  topic: string,
  signal?: AbortSignal,
  limit?: number,
): Promise<LeaderboardRow[]> {
  const query = new URLSearchParams();
  if (topic) query.set('topic', topic);
  if (limit) query.set('limit', String(limit));
  const suffix = query.size > 0 ? `?${query}` : '';
  return apiClient.get(`/api/streaks/leaderboard${suffix}`, {
    schema: leaderboardSchema,
    signal,
    token: null,
  });
}

export const leaderboardKey = (topic: string) => ['leaderboard', topic.toLowerCase()] as const;

/**
 * The best streaks, optionally of one topic. Refetched whenever the screen opens: streaks and names change
 * as people play and edit their profiles, and a stale board would contradict what the player just did.
 */
export function useLeaderboard(topic: string) {
  return useQuery({
    queryKey: leaderboardKey(topic),
    queryFn: ({ signal }) => fetchLeaderboard(topic, signal),
    staleTime: 0,
  });
}
