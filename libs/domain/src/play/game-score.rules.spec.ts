import fc from 'fast-check';
import { MAX_QUESTION_POINTS, MAX_STREAK_BONUS, MIN_CORRECT_POINTS } from '../scoring/answer-points.rules.js';
import {
  answerPoints,
  initialGameScore,
  recordRound,
  scoreAnswer,
  scoreBeforeRound,
  scoreGameAnswers,
  summarizeGame,
  type GameAnswer,
  type PlayedRound,
} from './game-score.rules.js';
import { QUESTION_TIMER_SECONDS } from './quiz-session.rules.js';

const right = (timeTaken: number, subtopic = 'Planets'): GameAnswer => ({
  isCorrect: true,
  selectedAnswer: 'A',
  timeTaken,
  subtopic,
});
const wrong = (subtopic = 'Planets'): GameAnswer => ({
  isCorrect: false,
  selectedAnswer: 'B',
  timeTaken: 4,
  subtopic,
});
const timedOut = (): GameAnswer => ({
  isCorrect: false,
  selectedAnswer: null,
  timeTaken: QUESTION_TIMER_SECONDS,
  subtopic: 'Planets',
});

const answerArb: fc.Arbitrary<GameAnswer> = fc.record({
  isCorrect: fc.boolean(),
  selectedAnswer: fc.constantFrom('A', 'B', 'C', 'D', null),
  timeTaken: fc.double({ min: 0, max: QUESTION_TIMER_SECONDS, noNaN: true }),
  subtopic: fc.constantFrom('Planets', 'Stars', 'Rockets', ''),
});
const roundArb: fc.Arbitrary<PlayedRound> = fc.record({
  round: fc.integer({ min: 1, max: 3 }),
  focus: fc.constantFrom(null, 'Planets', 'stars '),
  answers: fc.array(answerArb, { maxLength: 12 }),
});

describe('the points of one answer (Kahoot classic, as in rooms)', () => {
  it('given a right answer at once, when scored, then it earns the full 1,000', () => {
    expect(answerPoints(right(0), 0)).toBe(MAX_QUESTION_POINTS);
  });

  it('given a right answer at the deadline, when scored, then it earns 500', () => {
    expect(answerPoints(right(QUESTION_TIMER_SECONDS), 0)).toBe(MIN_CORRECT_POINTS);
  });

  it('given a right answer halfway, when scored, then it earns 750', () => {
    expect(answerPoints(right(QUESTION_TIMER_SECONDS / 2), 0)).toBe(750);
  });

  it('given a wrong or timed-out answer, when scored, then it earns nothing', () => {
    expect(answerPoints(wrong(), 3)).toBe(0);
    expect(answerPoints(timedOut(), 3)).toBe(0);
    // A timed-out answer never counts, whatever else was recorded.
    expect(answerPoints({ ...timedOut(), isCorrect: true }, 3)).toBe(0);
  });

  it('given a third right answer in a row, when scored, then it adds a 200-point streak bonus', () => {
    expect(answerPoints(right(0), 2)).toBe(MAX_QUESTION_POINTS + 200);
  });
});

describe('the running score', () => {
  it('given three right answers then a wrong one, when folded, then the streak counts up and resets', () => {
    const score = scoreGameAnswers(initialGameScore(), [right(0), right(0), right(0), wrong()]);
    expect(score).toEqual({ score: 1000 + 1100 + 1200, streak: 0, bestStreak: 3 });
  });

  it('given a timed-out answer, when folded, then the streak breaks', () => {
    const score = scoreGameAnswers(initialGameScore(), [right(0), timedOut(), right(0)]);
    expect(score).toEqual({ score: 2000, streak: 1, bestStreak: 1 });
  });

  it('property: the score never decreases, and each step adds at most 1,500', () => {
    fc.assert(
      fc.property(fc.array(answerArb, { maxLength: 40 }), (answers) => {
        let score = initialGameScore();
        for (const answer of answers) {
          const next = scoreAnswer(score, answer);
          expect(next.score).toBeGreaterThanOrEqual(score.score);
          expect(next.score - score.score).toBeLessThanOrEqual(MAX_QUESTION_POINTS + MAX_STREAK_BONUS);
          expect(next.bestStreak).toBeGreaterThanOrEqual(next.streak);
          score = next;
        }
      }),
    );
  });

  it('property: a faster right answer never scores less than a slower one', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: QUESTION_TIMER_SECONDS, noNaN: true }),
        fc.double({ min: 0, max: QUESTION_TIMER_SECONDS, noNaN: true }),
        fc.integer({ min: 0, max: 20 }),
        (a, b, streak) => {
          const [fast, slow] = a <= b ? [a, b] : [b, a];
          expect(answerPoints(right(fast), streak)).toBeGreaterThanOrEqual(answerPoints(right(slow), streak));
        },
      ),
    );
  });
});

describe('the game a round belongs to', () => {
  const round = (n: number, answers: GameAnswer[] = [right(0)]): PlayedRound => ({
    round: n,
    focus: null,
    answers,
  });

  it('given a game of Space, when round 2 of " space " is played, then it continues the game', () => {
    const game = recordRound(null, 'Space', 'medium', round(1));
    expect(recordRound(game, ' space ', 'medium', round(2)).rounds).toHaveLength(2);
  });

  it('given a game, when round 1 is played again, then a new game starts', () => {
    const game = recordRound(recordRound(null, 'Space', 'medium', round(1)), 'Space', 'medium', round(2));
    expect(recordRound(game, 'Space', 'medium', round(1)).rounds).toEqual([round(1)]);
  });

  it('given a game, when another topic or difficulty is played, then a new game starts', () => {
    const game = recordRound(null, 'Space', 'medium', round(1));
    expect(recordRound(game, 'Cooking', 'medium', round(2)).rounds).toHaveLength(1);
    expect(recordRound(game, 'Space', 'hard', round(2)).rounds).toHaveLength(1);
  });

  it('given round 1 scored 2,100 with a streak of 2, when round 2 starts, then it starts from there', () => {
    const game = recordRound(null, 'Space', 'medium', round(1, [right(0), right(0)]));
    expect(scoreBeforeRound(game, 'Space', 'medium', 2)).toEqual({ score: 2100, streak: 2, bestStreak: 2 });
    expect(scoreBeforeRound(game, 'Space', 'medium', 1)).toEqual(initialGameScore());
    expect(scoreBeforeRound(null, 'Space', 'medium', 2)).toEqual(initialGameScore());
  });
});

describe('the summary of a game', () => {
  it('given three rounds aimed at Stars, when summarized, then it gives each round, the focus and the best streak', () => {
    const summary = summarizeGame([
      { round: 1, focus: null, answers: [right(0, 'Stars'), wrong('Stars'), right(0, 'Planets')] },
      { round: 2, focus: 'Stars', answers: [right(0, 'Stars'), right(0, 'Stars'), right(0, 'Stars')] },
      { round: 3, focus: 'Stars', answers: [wrong('Stars'), right(15, 'Planets')] },
    ]);
    expect(summary.rounds.map((round) => round.points)).toEqual([2000, 1100 + 1200 + 1300, 500]);
    expect(summary.total).toBe(2000 + 3600 + 500);
    expect(summary.bestStreak).toBe(4);
    expect(summary.focus).toEqual({
      subtopic: 'Stars',
      correct: 4,
      total: 6,
      accuracyPercent: 67,
      byRound: [
        { round: 1, correct: 1, total: 2 },
        { round: 2, correct: 3, total: 3 },
        { round: 3, correct: 0, total: 1 },
      ],
    });
  });

  it('given no round aimed at a subtopic, when summarized, then there is no focus', () => {
    expect(summarizeGame([{ round: 1, focus: null, answers: [right(1)] }]).focus).toBeNull();
  });

  it('property: the totals equal the sum of the rounds, and match the running score', () => {
    fc.assert(
      fc.property(fc.array(roundArb, { maxLength: 5 }), (rounds) => {
        const summary = summarizeGame(rounds);
        const all = rounds.flatMap((round) => round.answers);
        expect(summary.total).toBe(summary.rounds.reduce((sum, round) => sum + round.points, 0));
        expect(summary.answered).toBe(summary.rounds.reduce((sum, round) => sum + round.total, 0));
        expect(summary.correct).toBe(summary.rounds.reduce((sum, round) => sum + round.correct, 0));
        const running = scoreGameAnswers(initialGameScore(), all);
        expect(summary.total).toBe(running.score);
        expect(summary.bestStreak).toBe(running.bestStreak);
        if (summary.focus) {
          expect(summary.focus.total).toBe(summary.focus.byRound.reduce((sum, r) => sum + r.total, 0));
          expect(summary.focus.correct).toBeLessThanOrEqual(summary.focus.total);
        }
      }),
    );
  });
});
