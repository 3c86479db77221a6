import { useQuery } from '@tanstack/react-query';
import { userAnswersForStatsSchema, type AnswerRecord } from '@quiz/contracts';
import { apiClient } from '@/lib/api-client';

/** Spec §8, word for word. */
export const STATS_FAILED = 'Failed to fetch user answers';

/**
 * `GET /api/answers/user-answers/{uid}`: the player's most recent answers, oldest first (ADR 0091). The
 * Bearer token is sent, unlike the spec's call: only the player (or an admin) may read them.
 */
export function fetchStatsAnswers(userId: string, signal?: AbortSignal): Promise<AnswerRecord[]> {
  return apiClient.get(`/api/answers/user-answers/${encodeURIComponent(userId)}`, {
    schema: userAnswersForStatsSchema,
    signal,
  });
}

export function useStatsAnswers(userId: string) {
  return useQuery({
    queryKey: ['stats-answers', userId] as const,
    queryFn: ({ signal }) => fetchStatsAnswers(userId, signal),
    // Answers saved since the last visit belong in the stats as soon as the profile opens again.
    staleTime: 0,
  });
}
