import { apiClient } from '@/lib/api-client';

/**
 * `POST /api/user/verify-token` with `{token}` (spec §7): tells the backend who is signed in. The answer
 * is not read; a non-OK status or a failure is only logged and has no user-facing effect (spec §8).
 */
export async function verifyToken(token: string): Promise<void> {
  try {
    await apiClient.post('/api/user/verify-token', { token }, { token });
  } catch (error) {
    console.warn('Token verification failed', error);
  }
}
