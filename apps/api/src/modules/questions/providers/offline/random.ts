import { randomIndex } from '@quiz/domain';

export { createSeededRandom, randomIndex } from '@quiz/domain';

export function shuffleInPlace<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomIndex(random, i + 1);
    const a = items[i] as T;
    items[i] = items[j] as T;
    items[j] = a;
  }
  return items;
}

/** Picks k distinct items; the input is not modified. */
export function sample<T>(items: readonly T[], k: number, random: () => number): T[] {
  const copy = items.slice();
  const n = Math.min(k, copy.length);
  for (let i = 0; i < n; i++) {
    const j = i + randomIndex(random, copy.length - i);
    const a = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = a;
  }
  return copy.slice(0, n);
}

/** FNV-1a, base36: short ids for curated questions that stay the same while the question text does. */
export function stableHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
