import { randomIndex } from '../random.js';
import { shapeOf, type ServedQuestion } from './giveaways.js';

/**
 * Knowledge-free guessers: each picks an option from surface cues only. A bank whose options make players
 * think leaves every one of them near 25%.
 */
export type Guesser = (q: ServedQuestion, random: () => number) => number;

const fold = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function trigrams(s: string): Set<string> {
  const t = ` ${fold(s).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= t.length; i++) out.add(t.slice(i, i + 3));
  return out;
}

/** The index of the highest score, a random one among ties. */
function best(scores: readonly number[], random: () => number): number {
  const top = Math.max(...scores);
  const tied = scores.flatMap((s, i) => (s === top ? [i] : []));
  return tied[randomIndex(random, tied.length)] ?? 0;
}

/** Picks the option sharing the most letter triples with the question. */
export const overlapGuesser: Guesser = (q, random) => {
  const asked = trigrams(q.question);
  return best(
    q.options.map((o) => [...trigrams(o)].filter((g) => asked.has(g) && g.trim().length === 3).length),
    random,
  );
};

/** Picks the longest option. */
export const longestGuesser: Guesser = (q, random) =>
  best(
    q.options.map((o) => o.length),
    random,
  );

/** Picks the option unlike the other three: another shape, or a length far from theirs. */
export const oddOneOutGuesser: Guesser = (q, random) => {
  const shapes = q.options.map(shapeOf);
  const lengths = q.options.map((o) => o.length);
  const scores = q.options.map((_, i) => {
    const others = q.options.map((__, j) => j).filter((j) => j !== i);
    const shapeOdd =
      others.every((j) => shapes[j] !== shapes[i]) &&
      others.every((j) => shapes[j] === shapes[others[0] ?? 0]);
    const mean = others.reduce((sum, j) => sum + (lengths[j] ?? 0), 0) / others.length;
    return (shapeOdd ? 1000 : 0) + Math.abs((lengths[i] ?? 0) - mean);
  });
  return best(scores, random);
};

/** The overlap guesser where the question shares letters with an option, else the odd one out. */
export const surfaceGuesser: Guesser = (q, random) => {
  const asked = trigrams(q.question);
  const overlaps = q.options.map(
    (o) => [...trigrams(o)].filter((g) => asked.has(g) && g.trim().length === 3).length,
  );
  const top = Math.max(...overlaps);
  if (top > 0 && overlaps.filter((s) => s === top).length === 1) return overlaps.indexOf(top);
  return oddOneOutGuesser(q, random);
};

export const GUESSERS: Readonly<Record<string, Guesser>> = {
  surface: surfaceGuesser,
  overlap: overlapGuesser,
  longest: longestGuesser,
  'odd-one-out': oddOneOutGuesser,
};
