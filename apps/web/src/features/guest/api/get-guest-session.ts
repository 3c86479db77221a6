import { guestSessionSchema, type GuestSession } from '@quiz/contracts';
import { apiClient } from '@/lib/api-client';

/** `GET /api/guest/session` with the guest token: still valid, or an ApiClientError (401 once expired). */
export function getGuestSession(guestToken: string, signal?: AbortSignal): Promise<GuestSession> {
  return apiClient.get('/api/guest/session', { schema: guestSessionSchema, token: guestToken, signal });
}
