import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SqlPool } from '../../../infra/database/sql-pool.js';
import type { AuthenticatedUser } from './better-auth.js';

interface CachedSession {
  user: AuthenticatedUser;
  /** When this node must look again: the session's expiry or the cache lifetime, whichever is sooner. */
  recheckAtMs: number;
}

export interface SessionCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now: () => number;
}

/**
 * Checks a Bearer token against better-auth's session table with one indexed query.
 *
 * better-auth's own getSession would do the same lookup, but spends about 3 ms of CPU per call building its
 * request context; on every protected request that capped the api at a few hundred commands per second.
 * The rules are better-auth's: the token is the session token, optionally as `token.signature` where the
 * signature is HMAC-SHA256 of the token under the auth secret; the session must exist and not have expired.
 * Signing out deletes the session row, so revocation takes effect on the next request.
 *
 * The account's granted roles (the user_roles read model) come back in the same query; a role change is
 * announced on the same feed as a user edit, so cached sessions never keep a revoked role.
 *
 * Verified sessions are cached for a short while, but only while this node hears the database's session
 * change feed (`quiz_session_changes`, fed by triggers on sign-out, revocation, token rotation and user
 * edits): a message evicts the session at once, and while the feed is down nothing is served from the cache.
 * That saves a database round trip per request without letting a revoked token through.
 */
export class SessionVerifier {
  private readonly cache = new Map<string, CachedSession>();
  private feedListening = false;
  private readonly options: SessionCacheOptions;

  constructor(
    private readonly pool: SqlPool,
    private readonly secret: string,
    options: Partial<SessionCacheOptions> = {},
  ) {
    this.options = { ttlMs: 60_000, maxEntries: 50_000, now: Date.now, ...options };
  }

  /** The session change feed's messages: `session:{id}` or `user:{id}`. */
  onSessionChange(payload: string): void {
    const [kind, id] = [payload.slice(0, payload.indexOf(':')), payload.slice(payload.indexOf(':') + 1)];
    for (const [token, cached] of this.cache) {
      if (
        (kind === 'session' && cached.user.sessionId === id) ||
        (kind === 'user' && cached.user.id === id)
      ) {
        this.cache.delete(token);
      }
    }
  }

  /** While the feed is down a revocation could be missed, so the cache is emptied and bypassed. */
  onFeedListening(listening: boolean): void {
    this.feedListening = listening;
    if (!listening) this.cache.clear();
  }

  async verify(bearerToken: string): Promise<AuthenticatedUser | null> {
    const token = this.sessionToken(bearerToken);
    if (!token) return null;
    const now = this.options.now();
    const cached = this.feedListening ? this.cache.get(token) : undefined;
    if (cached && now < cached.recheckAtMs) return cached.user;
    if (cached) this.cache.delete(token);
    const { rows } = await this.pool.query(
      `SELECT s.id AS session_id, s."expiresAt" AS expires_at, u.id, u.email, u.name,
              ARRAY(SELECT r.role FROM user_roles r WHERE r.user_id = u.id ORDER BY r.role) AS roles
         FROM "session" s JOIN "user" u ON u.id = s."userId"
        WHERE s.token = $1 AND s."expiresAt" > now()`,
      [token],
    );
    const row = rows[0] as
      | {
          session_id: string;
          expires_at: Date | string;
          id: string;
          email: string;
          name: string;
          roles: string[];
        }
      | undefined;
    if (!row) return null;
    const user = {
      id: row.id,
      email: row.email,
      displayName: row.name,
      sessionId: row.session_id,
      roles: row.roles,
    };
    if (this.feedListening) this.remember(token, user, new Date(row.expires_at).getTime(), now);
    return user;
  }

  private remember(token: string, user: AuthenticatedUser, expiresAtMs: number, now: number): void {
    if (this.cache.size >= this.options.maxEntries) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(token, { user, recheckAtMs: Math.min(expiresAtMs, now + this.options.ttlMs) });
  }

  private sessionToken(bearerToken: string): string | null {
    const decoded = bearerToken.includes('%') ? safeDecode(bearerToken) : bearerToken;
    if (!decoded || decoded.length > 512) return null;
    const dot = decoded.indexOf('.');
    const token = dot === -1 ? decoded : decoded.slice(0, dot);
    // better-auth's session tokens are random letters, digits, '-' and '_'. Anything else cannot be one, and
    // some of it (a NUL decoded from %00) is text PostgreSQL refuses: a 500 instead of a 401.
    if (!SESSION_TOKEN_PATTERN.test(token)) return null;
    if (dot === -1) return token;
    const signature = Buffer.from(decoded.slice(dot + 1).replace(/=+$/, ''), 'base64url');
    const expected = createHmac('sha256', this.secret).update(token).digest();
    return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
  }
}

const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]+$/;

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
