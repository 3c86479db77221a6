import { hkdfSync, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../../../infra/tokens.js';
import type { GuestIdentity } from '../http/principal.js';

const ISSUER = 'quizstorm';
const AUDIENCE = 'quizstorm:guest';
/** Guests play without an account; an hour is a few games, and a new bot check is cheap. */
export const GUEST_TOKEN_TTL_SECONDS = 60 * 60;

/** Derives a key for one purpose from AUTH_SECRET, so a guest key can never verify a session or vice versa. */
export function derivedKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'quizstorm', purpose, 32));
}

/**
 * Guest tokens: short-lived HS256 JWTs signed with a key derived from AUTH_SECRET, so every api node issues
 * and accepts the same tokens with nothing stored. They carry no account and hold only the guest level.
 */
export class GuestTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = derivedKey(secret, 'guest-token');
  }

  async issue(): Promise<{ token: string; guestId: string; expiresAt: Date }> {
    const guestId = randomUUID();
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    const expiresAt = new Date((issuedAt + GUEST_TOKEN_TTL_SECONDS) * 1000);
    const token = await new SignJWT({ kind: 'guest' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(`guest:${guestId}`)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + GUEST_TOKEN_TTL_SECONDS)
      .sign(this.key);
    return { token, guestId, expiresAt };
  }

  /** The guest a token names, or null for a token that is forged, expired or not a guest token at all. */
  async verify(token: string): Promise<GuestIdentity | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: this.clock.now(),
      });
      if (payload.kind !== 'guest' || !payload.sub?.startsWith('guest:') || !payload.exp) return null;
      return { guestId: payload.sub.slice('guest:'.length), expiresAt: new Date(payload.exp * 1000) };
    } catch {
      return null;
    }
  }

  /** A JWT has three dot-separated parts; better-auth's session tokens have one or two. */
  static looksLikeGuestToken(token: string): boolean {
    return token.split('.').length === 3;
  }
}
