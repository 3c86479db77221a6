import { ApiClientError } from '@/lib/api-client';

/** Spec §8, "Question loading", word for word. */
export const PLAY_MESSAGES = {
  authRequired: 'Authentication required. Please log in.',
  serverError: 'Unauthorized or server error',
  network: 'Error fetching questions.',
  empty: 'No new questions were returned.',
  partial: 'Some questions could not be generated.',
  noneAvailable: 'No questions available.',
} as const;

/** Spec §9: the error view waits this long, so a quick failure does not flash. */
export const ERROR_DISPLAY_DELAY_MS = 800;

/** The message for a failed questions request (spec §8). */
export function loadFailureMessage(error: unknown): string {
  if (error instanceof ApiClientError) {
    if (error.status === 401 || error.status === 403) return PLAY_MESSAGES.authRequired;
    if (error.isNetworkError) return PLAY_MESSAGES.network;
    return PLAY_MESSAGES.serverError;
  }
  return PLAY_MESSAGES.network;
}
