import fc from 'fast-check';

/**
 * How many cases a property runs: 200 unless FC_NUM_RUNS says otherwise. When a property fails, fast-check's
 * message carries its seed and path; FC_SEED and FC_PATH replay exactly that case.
 */
export function propertyParameters<T>(): fc.Parameters<T> {
  const seed = process.env.FC_SEED;
  return {
    numRuns: propertyRuns(),
    ...(seed ? { seed: Number(seed), path: process.env.FC_PATH } : {}),
  };
}

/** FC_NUM_RUNS when it is a whole number of at least 1; unset or blank means 200. Anything else is refused. */
export const propertyRuns = (): number => {
  const value = process.env.FC_NUM_RUNS?.trim();
  if (!value) return 200;
  const runs = Number(value);
  // A stray value must not quietly run 0 (or NaN) cases and pass.
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`FC_NUM_RUNS must be a whole number ≥ 1, not "${value}"`);
  return runs;
};

/**
 * Events to add per case to a stream that grows through the whole run, so that it passes `total` events
 * (revision 999 → 1000 for 1,000) however many cases run.
 */
export const growthPerCase = (total: number) => {
  const least = Math.ceil(total / propertyRuns());
  return fc.integer({ min: least, max: least + 6 });
};

/**
 * A stream length of 0 to 300: mostly short, often right at the edges where text and numeric order part
 * (9→10, 99→100), now and then anything up to 300.
 */
export const streamLengths = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 20 }) },
  { weight: 2, arbitrary: fc.constantFrom(9, 10, 11, 99, 100, 101) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 300 }) },
);

/** Splits `total` into `pieces` parts of at least 1 (fewer parts when `total` is smaller). */
export function split(total: number, pieces: number): number[] {
  const parts: number[] = [];
  let left = total;
  for (let i = Math.min(pieces, total); i > 0; i -= 1) {
    const part = Math.ceil(left / i);
    parts.push(part);
    left -= part;
  }
  return parts;
}
