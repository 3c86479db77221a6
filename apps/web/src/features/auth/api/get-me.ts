import { meResponseSchema, type MeResponse } from '@quiz/contracts';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/user/me`: the signed-in user's profile, roles and accepted terms versions. */
export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiRequest('/api/user/me', { schema: meResponseSchema, signal });
}
