import { createSeededRandom as seededRandom } from '../shared/random.js';
import { shuffleOptions } from './option-shuffle.rules.js';

describe('shuffling options', () => {
  it('given any shuffle, then the key follows the answer to its new place', () => {
    const random = seededRandom(1);
    for (let i = 0; i < 50; i++) {
      const { options, correct } = shuffleOptions(['right', 'w1', 'w2', 'w3'], 0, random);
      expect([...options].sort()).toEqual(['right', 'w1', 'w2', 'w3']);
      expect(options['ABCD'.indexOf(correct)]).toBe('right');
    }
  });

  it('given a source that always puts the answer at B, then over 4,000 shuffles each letter holds it 25% ±3%', () => {
    const random = seededRandom(7);
    const counts: Record<string, number> = { A: 0, B: 0, C: 0, D: 0 };
    for (let i = 0; i < 4000; i++)
      counts[shuffleOptions(['w1', 'right', 'w2', 'w3'], 1, random).correct]! += 1;
    for (const letter of 'ABCD') expect(Math.abs(counts[letter]! / 4000 - 0.25)).toBeLessThanOrEqual(0.03);
  });

  it('given an injected random that returns 1, then it still yields four options', () => {
    const { options } = shuffleOptions(['a', 'b', 'c', 'd'], 2, () => 1);
    expect([...options].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});
