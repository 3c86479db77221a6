import { QueryClient } from '@tanstack/react-query';

/**
 * One cache for the app's server reads (ADR 0085). Reads are not retried: the screens show the failure
 * and the player decides, as the spec's messages expect. Nothing is refetched on focus: history changes
 * only when the player plays.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}
