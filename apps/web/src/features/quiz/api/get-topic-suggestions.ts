import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { topicSuggestionsResponseSchema, type TopicSuggestionsResponse } from '@quiz/contracts';
import { normalizeTopic } from '@quiz/domain';
import { apiClient } from '@/lib/api-client';
import { readStorage, storageKeys } from '@/lib/storage';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Typing pauses this long before the suggestions are asked for again. */
const TYPING_PAUSE_MS = 150;

/**
 * `GET /api/topics/suggestions` (ADR 0170). A guest sends the guest token and the recent topics this browser
 * keeps; a signed-in player's recent topics are the server's.
 */
export function fetchTopicSuggestions(
  typed: string,
  guestRecent: readonly string[] | null,
  signal?: AbortSignal,
): Promise<TopicSuggestionsResponse> {
  const query = new URLSearchParams({ q: typed });
  for (const topic of guestRecent ?? []) query.append('recent', topic);
  return apiClient.get(`/api/topics/suggestions?${query}`, {
    schema: topicSuggestionsResponseSchema,
    signal,
    ...(guestRecent ? { token: readStorage(storageKeys.guestToken) } : {}),
  });
}

/** The suggestions for what the player is typing; the previous list stays while the next one loads. */
export function useTopicSuggestions(typed: string, guestRecent: readonly string[] | null) {
  const settled = useDebouncedValue(normalizeTopic(typed), TYPING_PAUSE_MS);
  const query = useQuery({
    queryKey: ['topic-suggestions', settled, guestRecent?.join('\n') ?? null] as const,
    queryFn: ({ signal }) => fetchTopicSuggestions(settled, guestRecent, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  /** `settled`: the text the data answers (once loaded), after the typing pause. */
  return { data: query.data, settled: query.isPlaceholderData ? null : settled };
}
