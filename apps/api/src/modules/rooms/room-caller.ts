import type { IdentityKey } from '@quiz/domain';

/** Who is behind a socket, resolved once at the handshake from the same tokens HTTP takes. */
export interface RoomCaller {
  key: IdentityKey;
  kind: 'user' | 'guest';
  /** The account, for a signed-in player. */
  userId?: string;
  /** The address counted for room-id guessing. */
  address: string;
}

export const userKey = (userId: string): IdentityKey => `user:${userId}`;
export const guestKey = (guestId: string): IdentityKey => `guest:${guestId}`;
