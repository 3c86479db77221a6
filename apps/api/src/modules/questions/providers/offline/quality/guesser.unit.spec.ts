import fc from 'fast-check';
import { createSeededRandom } from '../random.js';
import type { ServedQuestion } from './giveaways.js';
import { GUESSERS, longestGuesser, oddOneOutGuesser, overlapGuesser, surfaceGuesser } from './guesser.js';

const q = (question: string, options: string[]): ServedQuestion => ({
  id: 'x',
  question,
  options,
  correctIndex: 0,
});

describe('knowledge-free guessers', () => {
  const random = createSeededRandom(1);

  it('given an option sharing words with the question, then the overlap and surface guessers pick it', () => {
    const asked = q('Which country calls itself "Danmark" in its own language?', [
      'Austria',
      'Denmark',
      'Belarus',
      'Andorra',
    ]);
    expect(overlapGuesser(asked, random)).toBe(1);
    expect(surfaceGuesser(asked, random)).toBe(1);
  });

  it('given one option of another shape or length, then the odd-one-out guesser picks it; the longest picks the longest', () => {
    expect(oddOneOutGuesser(q('How many?', ['6', '5', 'Eight', '7']), random)).toBe(2);
    expect(longestGuesser(q('Which?', ['ab', 'abcd', 'abc', 'a']), random)).toBe(1);
  });

  it('given options alike on the surface, then every guesser is right about a quarter of the time wherever the key is', () => {
    // Four lookalike options and the key at a random letter: no surface cue, so no guesser beats chance.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const r = createSeededRandom(seed);
        for (const guess of Object.values(GUESSERS)) {
          let right = 0;
          const n = 2000;
          for (let i = 0; i < n; i++) {
            const key = Math.floor(r() * 4);
            const served = { ...q('Which letter?', ['Alpha', 'Bravo', 'Delta', 'Gamma']), correctIndex: key };
            if (guess(served, r) === key) right++;
          }
          expect(Math.abs(right / n - 0.25)).toBeLessThan(0.05);
        }
      }),
      { numRuns: 5 },
    );
  });
});
