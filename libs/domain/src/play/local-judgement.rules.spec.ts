import { displayedKey, judgeLocally } from './local-judgement.rules.js';

const question = (correct: string) => ({
  optionA: 'Paris',
  optionB: 'Lyon',
  optionC: 'Nice',
  optionD: 'Lille',
  correct,
});

describe('judging on the device (guests and the demo)', () => {
  it.each([
    ['C', 'C'],
    ['3', 'C'],
    ['Option B', 'B'],
    ['lille', 'D'],
    ['The answer is Nice.', 'C'],
  ])('given the key %p, when resolved, then the correct letter is %s', (key, letter) => {
    expect(displayedKey(question(key))).toBe(letter);
  });

  it('given a key that names no option, when resolved, then it defaults to A as the spec says', () => {
    expect(displayedKey(question('Marseille'))).toBe('A');
  });

  it('given the right pick, a wrong pick and a timeout, when judged, then only the right pick is correct', () => {
    expect(judgeLocally(question('B'), 'B')).toEqual({ isCorrect: true, correct: 'B' });
    expect(judgeLocally(question('B'), 'C')).toEqual({ isCorrect: false, correct: 'B' });
    expect(judgeLocally(question('B'), null)).toEqual({ isCorrect: false, correct: 'B' });
  });
});
