import fc from 'fast-check';
import { optionsNamedBy, resolveAnswerKey } from './answer-key.rules.js';

const capitals = ['Paris', 'Madrid', 'Rome', 'Berlin'];

describe('resolving a source’s answer key to an option', () => {
  it.each([
    ['a digit 1-4', '3', 2],
    ['a letter A-D', 'B', 1],
    ['a lower-case letter', 'd', 3],
    ["'Option X' with a letter", 'Option C', 2],
    ["'option X' with a digit", 'option 1', 0],
    ['a bracketed letter', '(D)', 3],
    ['a letter with a closing parenthesis', 'A)', 0],
    ['the exact option text', 'Rome', 2],
    ['the option text in another case, with spaces', '  berlin ', 3],
    ['an answer sentence containing one option', 'The answer is Madrid.', 1],
  ])('given %s, then it names that option', (_case, key, expected) => {
    expect(resolveAnswerKey(key, capitals)).toBe(expected);
  });

  it('given an answer containing two options where one contains the other, then the longer one is meant', () => {
    expect(resolveAnswerKey('It is Nigeria', ['Niger', 'Nigeria', 'Chad', 'Mali'])).toBe(1);
  });

  it('given numeric options, then an exact text match wins over nothing and a clash drops the key', () => {
    expect(resolveAnswerKey('8', ['2', '4', '6', '8'])).toBe(3);
    // '4' is option B's text but also names position D: ambiguous, so unresolved rather than guessed.
    expect(resolveAnswerKey('4', ['2', '4', '6', '8'])).toBeNull();
  });

  it.each([
    ['an empty key', ''],
    ['a digit out of range', '5'],
    ['a letter out of range', 'E'],
    ['a text matching no option', 'Lisbon'],
    ['an answer containing two unrelated options', 'Paris or Rome'],
  ])('given %s, then it resolves to nothing instead of defaulting to A', (_case, key) => {
    expect(resolveAnswerKey(key, capitals)).toBeNull();
  });

  it('given other than four options, then it resolves to nothing', () => {
    expect(resolveAnswerKey('A', ['Paris', 'Rome', 'Oslo'])).toBeNull();
  });
});

describe('the options a typed answer names', () => {
  it('given a key naming one option, then that option alone', () => {
    expect(optionsNamedBy('b', capitals)).toEqual([1]);
    expect(optionsNamedBy('I say Rome', capitals)).toEqual([2]);
  });

  it('given "2" where option D reads "2", then both B (by position) and D (by text), and it resolves to neither', () => {
    const moons = ['1', '0', '3', '2'];
    expect(optionsNamedBy('2', moons)).toEqual([1, 3]);
    expect(resolveAnswerKey('2', moons)).toBeNull();
  });

  it('given an answer containing two unrelated options, then both, in option order', () => {
    expect(optionsNamedBy('Rome or Paris', capitals)).toEqual([0, 2]);
  });

  it('given a text naming nothing, then none', () => {
    expect(optionsNamedBy('Lisbon', capitals)).toEqual([]);
    expect(optionsNamedBy('   ', capitals)).toEqual([]);
  });

  it('given any key and options, then it resolves exactly when one option is named, to that option, and every option named is named by its position, its text or its text inside the key', () => {
    const fold = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
    const option = fc.oneof(
      fc.constantFrom('1', '2', '3', '4', 'A', 'b', 'Niger', 'Nigeria', 'Rome'),
      fc.string(),
    );
    const options = fc.tuple(option, option, option, option);
    fc.assert(
      fc.property(options, fc.nat(3), fc.oneof(option, fc.string()), (opts, at, extra) => {
        for (const key of [opts[at]!, `${extra} ${opts[at]}`, extra, 'ABCD'[at]!, String(at + 1)]) {
          const named = optionsNamedBy(key, opts);
          const resolved = resolveAnswerKey(key, opts);
          expect(resolved).toBe(named.length === 1 ? named[0] : null);
          expect(new Set(named).size).toBe(named.length);
          for (const i of named) {
            const byPosition = resolveAnswerKey(key, ['\u0001', '\u0002', '\u0003', '\u0004']) === i;
            const byText = fold(opts[i]!) !== '' && fold(key).includes(fold(opts[i]!));
            expect(byPosition || byText).toBe(true);
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});
