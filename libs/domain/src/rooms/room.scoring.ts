import { randomIndex } from '../shared/random.js';
import type { RoomPlayer } from './room.state.js';

export interface Standing {
  rank: number;
  key: string;
  name: string;
  score: number;
  streak: number;
}

/**
 * Best score first; equal scores share a rank (1, 1, 3) and are listed by name, so the table never depends on
 * the order players joined in.
 */
export function standingsOf(players: Iterable<RoomPlayer>): Standing[] {
  const sorted = [...players].sort(
    (a, b) => b.score - a.score || compareNames(a.name, b.name) || (a.key < b.key ? -1 : 1),
  );
  const standings: Standing[] = [];
  sorted.forEach((player, index) => {
    const previous = standings[index - 1];
    const rank = previous && previous.score === player.score ? previous.rank : index + 1;
    standings.push({ rank, key: player.key, name: player.name, score: player.score, streak: player.streak });
  });
  return standings;
}

const compareNames = (a: string, b: string) => {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
};

/** Room ids people can read out and type: no 0/O, 1/I/L, 5/S, 2/Z, 8/B or U/V to confuse. */
export const ROOM_ID_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
export const ROOM_ID_LENGTH = 6;

export function generateRoomId(random: () => number): string {
  let id = '';
  for (let i = 0; i < ROOM_ID_LENGTH; i++)
    id += ROOM_ID_ALPHABET[randomIndex(random, ROOM_ID_ALPHABET.length)];
  return id;
}
