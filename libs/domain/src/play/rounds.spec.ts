import type { ScoredAnswer } from '../stats/session-stats.js';
import { NOTHING_TO_RETAKE, nextRoundTarget, normalizeRound, retakeIncorrectTarget } from './rounds.js';

const answers: ScoredAnswer[] = [
  { isCorrect: true, timeTaken: 3, subtopic: 'Europe' },
  { isCorrect: false, timeTaken: 5, subtopic: 'Asia' },
  { isCorrect: true, timeTaken: 4, subtopic: 'Asia' },
];
const allRight = answers.map((answer) => ({ ...answer, isCorrect: true }));

describe('Next Round (spec §4)', () => {
  it('given round 1, when Next Round, then round 2 plays the weakest subtopic', () => {
    expect(nextRoundTarget(1, answers)).toEqual({ kind: 'play', round: 2, subtopic: 'Asia' });
  });

  it('given round 2, when Next Round, then round 3 plays the weakest subtopic', () => {
    expect(nextRoundTarget(2, answers)).toEqual({ kind: 'play', round: 3, subtopic: 'Asia' });
  });

  it.each([3, 4])('given round %i, when Next Round, then it goes to the dashboard', (round) => {
    expect(nextRoundTarget(round, answers)).toEqual({ kind: 'dashboard' });
  });

  it('given answers without subtopics, when Next Round, then no subtopic is carried', () => {
    expect(nextRoundTarget(1, [{ isCorrect: false, timeTaken: 1, subtopic: '' }])).toEqual({
      kind: 'play',
      round: 2,
      subtopic: null,
    });
  });
});

describe('Retake Incorrect (spec §4)', () => {
  it.each([
    [1, 2],
    [2, 3],
    [3, 3],
  ])(
    'given round %i with a wrong answer, when Retake Incorrect, then round %i plays the weakest subtopic',
    (round, next) => {
      expect(retakeIncorrectTarget(round, answers)).toEqual({ kind: 'play', round: next, subtopic: 'Asia' });
    },
  );

  it('given nothing wrong, when Retake Incorrect, then it is unavailable and says why', () => {
    expect(retakeIncorrectTarget(1, allRight)).toEqual({ kind: 'unavailable', reason: NOTHING_TO_RETAKE });
    expect(retakeIncorrectTarget(1, [])).toEqual({ kind: 'unavailable', reason: NOTHING_TO_RETAKE });
  });
});

describe('a round from outside', () => {
  it.each([
    [2, 2],
    ['3', 3],
    [0, 1],
    [-4, 1],
    [9, 3],
    [2.7, 2],
    ['x', 1],
    [undefined, 1],
    [Number.NaN, 1],
    ['', 1],
  ])('given %p, when normalised, then it is round %i', (value, round) => {
    expect(normalizeRound(value)).toBe(round);
  });
});
