import { HISTORY_PAGE_SIZE, userAnswersPageSchema, type UserAnswersPage } from '@quiz/contracts';
import { ApiClientError, apiClient } from '@/lib/api-client';

export type HistorySort = 'desc' | 'asc';

/** The History tab's filters, as the api takes them (the search already debounced). */
export interface HistoryFilters {
  search: string;
  incorrectOnly: boolean;
  sort: HistorySort;
}

/** Spec §8, word for word: a refused request names its status and body; anything else is generic. */
export const HISTORY_FAILED = 'Failed to load history';

export class HistoryRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HistoryRequestError';
  }
}

function bodyText(body: unknown): string {
  if (body === null || body === undefined) return '';
  return typeof body === 'string' ? body : JSON.stringify(body);
}

export function historyQuery(filters: HistoryFilters, cursor: string | null): URLSearchParams {
  const query = new URLSearchParams({ sort: filters.sort, limit: String(HISTORY_PAGE_SIZE) });
  const search = filters.search.trim();
  if (search) query.set('q', search);
  if (filters.incorrectOnly) query.set('incorrect', '1');
  if (cursor) query.set('cursor', cursor);
  return query;
}

/** `GET /api/answers/user-answers`: one page of the player's own answers. */
export async function fetchHistoryPage(
  filters: HistoryFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<UserAnswersPage> {
  try {
    return await apiClient.get(`/api/answers/user-answers?${historyQuery(filters, cursor)}`, {
      schema: userAnswersPageSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (error instanceof ApiClientError && !error.isNetworkError) {
      throw new HistoryRequestError(
        `History request failed: ${error.status} ${bodyText(error.body ?? error.message)}`.trim(),
      );
    }
    throw new HistoryRequestError(HISTORY_FAILED);
  }
}
