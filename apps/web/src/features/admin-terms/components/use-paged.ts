import { useEffect, useState } from 'react';
import { ApiClientError } from '@/lib/api-client';

export type PagedState<T> =
  | { status: 'loading' }
  | { status: 'forbidden' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; items: T[]; nextCursor: string | null; loadingMore: boolean };

function failure<T>(error: unknown): PagedState<T> {
  if (error instanceof ApiClientError && error.status === 403) return { status: 'forbidden' };
  return { status: 'failed', message: error instanceof Error ? error.message : 'Request failed' };
}

/**
 * Loads the first page whenever `key` changes, and appends the next one on `loadMore` (keyset paging).
 * The state remembers which key it belongs to, so a new key reads as loading until its page arrives.
 */
export function usePaged<T>(
  key: string,
  load: (cursor: string | null) => Promise<{ items: T[]; nextCursor: string | null }>,
): { state: PagedState<T>; loadMore: () => void } {
  const [held, setHeld] = useState<{ key: string; state: PagedState<T> } | null>(null);
  const state: PagedState<T> = held?.key === key ? held.state : { status: 'loading' };

  useEffect(() => {
    let current = true;
    load(null).then(
      (page) => current && setHeld({ key, state: { status: 'ready', ...page, loadingMore: false } }),
      (error: unknown) => current && setHeld({ key, state: failure(error) }),
    );
    return () => {
      current = false;
    };
    // `key` names everything `load` depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const loadMore = () => {
    if (state.status !== 'ready' || !state.nextCursor || state.loadingMore) return;
    const before = state;
    setHeld({ key, state: { ...before, loadingMore: true } });
    load(before.nextCursor).then(
      (page) =>
        setHeld({
          key,
          state: {
            status: 'ready',
            items: [...before.items, ...page.items],
            nextCursor: page.nextCursor,
            loadingMore: false,
          },
        }),
      (error: unknown) => setHeld({ key, state: failure(error) }),
    );
  };

  return { state, loadMore };
}
