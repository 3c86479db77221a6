import { useQuery } from '@tanstack/react-query';
import {
  currentUserSchema,
  updateProfileResponseSchema,
  type CurrentUserProfile,
  type UpdateProfileRequest,
  type UpdateProfileResponse,
} from '@quiz/contracts';
import { apiRequest } from '@/lib/api-client';

export const profileKey = (userId: string) => ['profile', userId] as const;

/** `GET /api/user/me`: the spec's user profile (§3) of the signed-in player. */
export function useProfile(userId: string) {
  return useQuery({
    queryKey: profileKey(userId),
    queryFn: ({ signal }): Promise<CurrentUserProfile> =>
      apiRequest('/api/user/me', { schema: currentUserSchema, signal }),
  });
}

/**
 * `PATCH /api/user/me` (ADR 0092): the answer is the profile as saved, names already normalised. Sent once,
 * without an Idempotency-Key: setting the same values again records nothing anyway.
 */
export function updateProfile(change: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  return apiRequest('/api/user/me', {
    method: 'PATCH',
    body: change,
    schema: updateProfileResponseSchema,
  });
}
