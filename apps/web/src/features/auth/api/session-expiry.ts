import { apiClient } from '@/lib/api-client';
import { parseUser, type AuthUser } from './types';

export interface LiveSession {
  user: AuthUser;
  /** Epoch ms. */
  expiresAt: number;
  /** A replacement token, when the server rotated it on refresh (better-auth's `set-auth-token`). */
  rotatedToken: string | null;
}

/**
 * `GET /api/auth/get-session`, read for the session's expiry. Asking is also how a session is refreshed:
 * better-auth extends a session that is old enough on this call. `null` means the token is dead.
 */
export async function readLiveSession(token: string, signal?: AbortSignal): Promise<LiveSession | null> {
  let rotatedToken: string | null = null;
  const data = await apiClient.get('/api/auth/get-session?disableCookieCache=true', {
    token,
    signal,
    onResponse: (response) => {
      rotatedToken = response.headers.get('set-auth-token');
    },
  });
  if (!data || typeof data !== 'object') return null;
  const { session, user } = data as { session?: { expiresAt?: unknown }; user?: unknown };
  const expiresAt = typeof session?.expiresAt === 'string' ? Date.parse(session.expiresAt) : Number.NaN;
  if (!user || Number.isNaN(expiresAt)) return null;
  return { user: parseUser(user), expiresAt, rotatedToken: rotatedToken === token ? null : rotatedToken };
}
