import { resolveAnswerKey } from './answer-key.rules.js';

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
