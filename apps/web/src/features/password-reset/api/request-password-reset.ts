import { apiClient } from '@/lib/api-client';

/**
 * `POST /api/auth/request-password-reset`. better-auth answers the same for every well-formed address, with an
 * account or without, and mails the link only when there is one.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiClient.post('/api/auth/request-password-reset', { email }, { token: null });
}
