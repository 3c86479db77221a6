/**
 * Randomness enters the domain as an argument (`() => number` in [0, 1)). These are the two helpers every rule
 * and source uses with it.
 */

/** Mulberry32: tiny, fast and reproducible; for shuffling quiz options and for tests, not for security. */
export function createSeededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer in [0, n). Clamps so a misbehaving injected random (returning 1) cannot index past the end. */
export function randomIndex(random: () => number, n: number): number {
  const i = Math.floor(random() * n);
  return i >= n ? n - 1 : i < 0 ? 0 : i;
}
