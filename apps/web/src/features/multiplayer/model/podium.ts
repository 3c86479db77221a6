import type { Standing } from '@quiz/contracts';

export interface PodiumPlace {
  standing: Standing;
  /** 1, 2 or 3: the step's height. */
  place: number;
}

/**
 * The podium's steps left to right, as on a real one: second, first, third. Places are the standings' ranks, so
 * players tied for first both stand on the top step's rank; fewer than three players leave steps out.
 */
export function podiumPlaces(standings: readonly Standing[]): PodiumPlace[] {
  const top = [...standings].sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name)).slice(0, 3);
  const [first, second, third] = top;
  const places: PodiumPlace[] = [];
  if (second) places.push({ standing: second, place: 2 });
  if (first) places.push({ standing: first, place: 1 });
  if (third) places.push({ standing: third, place: 3 });
  return places;
}

/** "1st", "2nd", "3rd", "4th", "11th", "21st"... */
export function ordinal(rank: number): string {
  const tens = rank % 100;
  if (tens >= 11 && tens <= 13) return `${rank}th`;
  switch (rank % 10) {
    case 1:
      return `${rank}st`;
    case 2:
      return `${rank}nd`;
    case 3:
      return `${rank}rd`;
    default:
      return `${rank}th`;
  }
}
