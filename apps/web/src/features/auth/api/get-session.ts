import { apiClient } from '@/lib/api-client';
import { parseSession, type AuthUser } from './types';

/** `GET /api/auth/get-session` with the Bearer token: the signed-in user, or null. */
export async function getSession(token: string, signal?: AbortSignal): Promise<AuthUser | null> {
  const data = await apiClient.get('/api/auth/get-session', { token, signal });
  return parseSession(data);
}
