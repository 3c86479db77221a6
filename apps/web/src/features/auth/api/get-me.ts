import { currentUserSchema, type CurrentUserProfile } from '@quiz/contracts';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/user/me`: the signed-in user's profile and roles. */
export function getMe(signal?: AbortSignal): Promise<CurrentUserProfile> {
  return apiRequest('/api/user/me', { schema: currentUserSchema, signal });
}
