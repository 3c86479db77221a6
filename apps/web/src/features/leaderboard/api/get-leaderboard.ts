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

/** How often an open board asks again, while its tab is visible. */
export const LEADERBOARD_REFRESH_MS = 15_000;

/**
 * The best streaks, optionally of one topic. Refetched whenever the screen opens, when the player comes back to
 * the tab, and every LEADERBOARD_REFRESH_MS while it is open: streaks and names change as people play and edit
 * their profiles, and a player who opens the board moments after a round (before the streaks projection has it)
 * must not be left with "No streaks yet" until they reload.
 */
export function useLeaderboard(topic: string) {
  return useQuery({
    queryKey: leaderboardKey(topic),
    queryFn: ({ signal }) => fetchLeaderboard(topic, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: LEADERBOARD_REFRESH_MS,
  });
}
