/**
 * When the web app refreshes its session token and when it gives up on it (spec §9, the identity
 * provider's behaviour): refresh 5 minutes before expiry, and count the token as expired 30 s before,
 * so a request sent at the last moment never reaches the server with a dead token. Times are epoch ms;
 * `now` is passed in.
 */
export const TOKEN_REFRESH_LEAD_MS = 5 * 60 * 1000;
export const TOKEN_EXPIRY_MARGIN_MS = 30 * 1000;

export function tokenRefreshDueAt(expiresAt: number): number {
  return expiresAt - TOKEN_REFRESH_LEAD_MS;
}

export function tokenCountsExpiredAt(expiresAt: number): number {
  return expiresAt - TOKEN_EXPIRY_MARGIN_MS;
}

export function isTokenExpired(expiresAt: number, now: number): boolean {
  return now >= tokenCountsExpiredAt(expiresAt);
}

export type TokenStep =
  | { kind: 'expired' }
  | { kind: 'refresh'; inMs: number }
  /** Refreshing did not move the expiry: all that is left is to sign out when it comes. */
  | { kind: 'expire'; inMs: number };

/**
 * The next thing to do for a token expiring at `expiresAt`. `refreshTriedForThisExpiry` is true once a
 * refresh answered with this same expiry (the server would not extend it), so the app waits for the end
 * instead of asking again in a loop.
 */
export function nextTokenStep(expiresAt: number, now: number, refreshTriedForThisExpiry: boolean): TokenStep {
  if (isTokenExpired(expiresAt, now)) return { kind: 'expired' };
  if (refreshTriedForThisExpiry) return { kind: 'expire', inMs: tokenCountsExpiredAt(expiresAt) - now };
  return { kind: 'refresh', inMs: Math.max(0, tokenRefreshDueAt(expiresAt) - now) };
}
