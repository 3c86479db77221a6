import { apiClient } from '@/lib/api-client';

/** `POST /api/auth/sign-out` with the Bearer token. A failure is only logged (spec §8). */
export async function signOutRemote(token: string | null): Promise<void> {
  if (!token) return;
  try {
    await apiClient.post('/api/auth/sign-out', {}, { token });
  } catch (error) {
    console.warn('Sign-out request failed', error);
  }
}
