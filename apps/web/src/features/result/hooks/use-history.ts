import { useInfiniteQuery } from '@tanstack/react-query';
import type { AnswerRecord } from '@quiz/contracts';
import { fetchHistoryPage, type HistoryFilters } from '../api/user-answers';

export const historyKey = (filters: HistoryFilters) => ['answer-history', filters] as const;

/**
 * The player's history under `filters`, page by page. Each set of filters is its own query: a response to
 * filters the player has since changed lands in that query's cache and is never shown for the new ones,
 * and its request is aborted once nothing watches it (ADR 0085).
 */
export function useHistory(filters: HistoryFilters) {
  const query = useInfiniteQuery({
    queryKey: historyKey(filters),
    queryFn: ({ pageParam, signal }) => fetchHistoryPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
  const answers: AnswerRecord[] = query.data?.pages.flatMap((page) => page.items) ?? [];
  return { ...query, answers };
}
