import { walksInTimeOrder, type KeyStatistics } from './search-plan.js';

/** A million answers, a tenth of them the player's, as in bench:history. */
const benchPlayer = (keyShares: (number | null)[]): KeyStatistics => ({
  answers: 1_000_000,
  playerShare: 0.1,
  keyShares,
  rarestKeptShare: 0.0012,
});

describe('choosing how to read a searched page', () => {
  it('walks in time order when a word is in about one of the player’s answers in ten', () => {
    // About 9,700 matches: a page of 51 is met after some 530 answers, against 9,700 visits to sort.
    expect(walksInTimeOrder(benchPlayer([0.0097]), 51)).toBe(true);
  });

  it('reads the player-keys index when two such words together match about 1,250 answers', () => {
    expect(walksInTimeOrder(benchPlayer([0.0097, 0.0129]), 51)).toBe(false);
  });

  it('reads the index for a key rarer than any ANALYZE kept, bounded by the rarest one kept', () => {
    expect(walksInTimeOrder(benchPlayer([null]), 51)).toBe(false);
  });

  it('reads the index for a common word among filters that leave few answers', () => {
    // planet, wrong answers (3 in 10), topic Space (1 in 20): about 145 expected.
    expect(walksInTimeOrder(benchPlayer([0.0097, 0.03, 0.005]), 51)).toBe(false);
  });

  it('reads the index without statistics, or for a player too small to be among the common keys', () => {
    expect(walksInTimeOrder({ ...benchPlayer([0.0097]), answers: -1 }, 51)).toBe(false);
    expect(walksInTimeOrder({ ...benchPlayer([0.0097]), playerShare: null }, 51)).toBe(false);
    expect(walksInTimeOrder({ ...benchPlayer([0.0097]), rarestKeptShare: null }, 51)).toBe(false);
  });

  it('moves the meeting point with the page size', () => {
    // 2,000 expected matches: past √(25 × 100,000) ≈ 1,581, short of √(51 × 100,000) ≈ 2,258.
    expect(walksInTimeOrder(benchPlayer([0.002]), 25)).toBe(true);
    expect(walksInTimeOrder(benchPlayer([0.002]), 51)).toBe(false);
  });
});
