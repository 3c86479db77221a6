import { isPrime, mathSpecs, toRoman } from './sources/math.js';

describe('computed math questions', () => {
  it('given known numbers, then Roman numerals are written the standard way', () => {
    expect([1, 4, 9, 14, 40, 90, 400, 1066, 1989, 2024].map(toRoman)).toEqual([
      'I',
      'IV',
      'IX',
      'XIV',
      'XL',
      'XC',
      'CD',
      'MLXVI',
      'MCMLXXXIX',
      'MMXXIV',
    ]);
  });

  it('given small numbers, then primes are recognised', () => {
    expect([2, 3, 5, 7, 11, 13, 97, 113].every(isPrime)).toBe(true);
    expect([0, 1, 4, 9, 15, 49, 91, 111].some(isPrime)).toBe(false);
  });

  it('given every generated question, then its answer is right and no wrong option equals it', () => {
    for (const spec of mathSpecs()) {
      const multiply = /^What is (\d+) × (\d+)\?$/.exec(spec.question);
      if (multiply) expect(Number(spec.answer)).toBe(Number(multiply[1]) * Number(multiply[2]));
      const prime = spec.question === 'Which of these numbers is prime?';
      if (prime) {
        expect(isPrime(Number(spec.answer))).toBe(true);
        expect(spec.distractors.some((d) => isPrime(Number(d)))).toBe(false);
      }
      expect(spec.distractors).not.toContain(spec.answer);
    }
  });
});
