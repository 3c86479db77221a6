import type { Socket } from 'socket.io';
import type { AppConfig } from '../../../config/app-config.js';
import type { SessionVerifier } from '../../accounts/auth/session-verifier.js';
import { GuestTokens } from '../../access/guests/guest-tokens.js';
import { guestKey, userKey, type RoomCaller } from '../room-caller.js';

const MAX_TOKEN_LENGTH = 4_096;

export class SocketRefusal extends Error {
  readonly data: { code: 'UNAUTHENTICATED'; message: string };
  constructor(message: string) {
    super(message);
    this.data = { code: 'UNAUTHENTICATED', message };
  }
}

/**
 * The handshake's `auth: {token}` is the same Bearer session token or guest token as HTTP. A visitor without
 * one is refused at connect: `connect_error` with the message and `data.code` UNAUTHENTICATED.
 */
export async function callerOf(
  socket: Socket,
  sessions: SessionVerifier,
  guests: GuestTokens,
  config: Pick<AppConfig, 'trustProxy'>,
): Promise<RoomCaller> {
  const auth: unknown = socket.handshake.auth;
  const token = typeof auth === 'object' && auth !== null ? (auth as { token?: unknown }).token : undefined;
  if (typeof token !== 'string' || token.length === 0)
    throw new SocketRefusal('Sign in or play as a guest to use multiplayer.');
  if (token.length > MAX_TOKEN_LENGTH) throw new SocketRefusal('This token is not valid.');
  const address = addressOf(socket, config.trustProxy);
  if (GuestTokens.looksLikeGuestToken(token)) {
    const guest = await guests.verify(token);
    if (!guest) throw new SocketRefusal('Your guest session has expired; start a new one.');
    return { key: guestKey(guest.guestId), kind: 'guest', address };
  }
  const user = await sessions.verify(token);
  if (!user) throw new SocketRefusal('Your session has expired; sign in again.');
  return { key: userKey(user.id), kind: 'user', userId: user.id, address };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The client's address: the peer, or the first X-Forwarded-For hop when the peer is a trusted proxy (all
 * proxies trusted, or a loopback peer when `loopback` is among them; other named proxies are not resolved here).
 */
function addressOf(socket: Socket, trustProxy: boolean | string): string {
  const peer = socket.handshake.address;
  const trusted =
    trustProxy === true ||
    (typeof trustProxy === 'string' && /loopback/.test(trustProxy) && LOOPBACK.has(peer));
  const forwarded = socket.handshake.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return trusted && first ? first : peer;
}
