import fc from 'fast-check';
import {
  measuredDifficulty,
  questionFlags,
  REPORT_MIN_ANSWERS,
  TIME_BUCKET_BOUNDS,
  timeBucketOf,
} from './question-report.rules.js';

const figures = (label: string, picks: Record<string, number>, keyText: string) => {
  const map = new Map(Object.entries(picks));
  const asked = [...map.values()].reduce((a, b) => a + b, 0);
  return { label, asked, right: map.get(keyText) ?? 0, picks: map, keyText };
};

describe('question reports', () => {
  it('given a wrong option picked more than the key, then the key is suspected', () => {
    expect(questionFlags(figures('medium', { Paris: 6, Lyon: 9, Nice: 3, Lille: 2 }, 'Paris'))).toContain(
      'suspected-bad-key',
    );
  });

  it('given nearly everyone right, then too easy; nearly everyone wrong, then too hard', () => {
    expect(questionFlags(figures('easy', { a: 40, b: 1 }, 'a'))).toEqual(['too-easy']);
    // With a tenth right, some wrong option always beats the key: both flags.
    expect(questionFlags(figures('hard', { a: 1, b: 5, c: 5, d: 5 }, 'a'))).toEqual([
      'suspected-bad-key',
      'too-hard',
    ]);
  });

  it('given a question labelled hard that most get right, then it is mislabelled as measured easy', () => {
    expect(measuredDifficulty(16, 20)).toBe('easy');
    expect(questionFlags(figures('hard', { a: 16, b: 4 }, 'a'))).toEqual(['mislabelled']);
  });

  it('never flags a question with fewer answers than the minimum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 3 }), { maxLength: REPORT_MIN_ANSWERS - 1 }),
        fc.constantFrom('easy', 'medium', 'hard'),
        (choices, label) => {
          const picks: Record<string, number> = {};
          for (const c of choices) picks[`o${c}`] = (picks[`o${c}`] ?? 0) + 1;
          expect(questionFlags(figures(label, picks, 'o0'))).toEqual([]);
        },
      ),
    );
  });

  it('a key picked at least as often as every other option is never suspected', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 50 }), { minLength: 4, maxLength: 4 }), (counts) => {
        const best = Math.max(...counts);
        const picks = { key: best, b: counts[1]!, c: counts[2]!, d: counts[3]! };
        expect(questionFlags(figures('medium', picks, 'key'))).not.toContain('suspected-bad-key');
      }),
    );
  });

  it('puts every time in exactly one bucket, in order', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 60, noNaN: true }),
        fc.double({ min: 0, max: 60, noNaN: true }),
        (a, b) => {
          const [x, y] = a <= b ? [a, b] : [b, a];
          expect(timeBucketOf(x)).toBeLessThanOrEqual(timeBucketOf(y));
          expect(timeBucketOf(x)).toBeGreaterThanOrEqual(0);
          expect(timeBucketOf(x)).toBeLessThanOrEqual(TIME_BUCKET_BOUNDS.length);
        },
      ),
    );
  });
});
