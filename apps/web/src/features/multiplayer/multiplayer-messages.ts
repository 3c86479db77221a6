import type { RoomError } from '@quiz/contracts';

/** The multiplayer screens' own words. Those in quotes in the spec (§2, §8) are kept word for word. */
export const MULTIPLAYER_MESSAGES = {
  waitingForQuestion: 'Waiting for question...',
  gameOver: 'Game Over',
  noReply: 'The server did not answer in time. Check your connection and try again.',
  reconnecting: 'Connection lost. Reconnecting…',
  refused: 'Could not connect to the game server.',
  kicked: 'The host removed you from this game.',
} as const;

/**
 * What a refusal says to the player. The server's message is written for people (never internal detail), so it is
 * shown as is; a few codes get words that say what to do next.
 */
export function refusalMessage(error: RoomError): string {
  switch (error.code) {
    case 'ROOM_NOT_FOUND':
      return 'No room has that Room ID. Check it with the host.';
    case 'NAME_TAKEN':
      return 'Someone in this room already has that name. Pick another one.';
    case 'KICKED':
      return MULTIPLAYER_MESSAGES.kicked;
    case 'TOO_MANY_GUESSES':
      return 'Too many wrong Room IDs. Wait a minute, then try again.';
    case 'RATE_LIMITED':
      return 'Slow down a little, then try again.';
    default:
      return error.message || MULTIPLAYER_MESSAGES.noReply;
  }
}
