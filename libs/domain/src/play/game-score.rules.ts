import { speedPoints, streakBonus } from '../scoring/answer-points.rules.js';
import { countsAsCorrect } from '../streaks/streak.rules.js';
import { normalizeTopic } from '../quiz/topic.rules.js';
import { FIRST_ROUND, QUESTION_TIMER_SECONDS } from './quiz-session.rules.js';

/**
 * The single-player game's score (ADR 0179): each answer scores as in a multiplayer room (ADR 0142), the streak
 * runs across the rounds of one game, and the game's summary adds its rounds up.
 */

/** One judged answer, as much of it as the score needs. */
export interface GameAnswer {
  isCorrect: boolean;
  /** null: the timer ran out, which never scores. */
  selectedAnswer: string | null;
  /** Seconds; for a signed-in player the time the server recorded (ADR 0130), never the browser's own. */
  timeTaken: number;
  subtopic: string;
}

export interface GameScore {
  score: number;
  /** Right answers since the last wrong or timed-out one. */
  streak: number;
  bestStreak: number;
}

export const initialGameScore = (): GameScore => ({ score: 0, streak: 0, bestStreak: 0 });

const TIMER_MS = QUESTION_TIMER_SECONDS * 1000;

/** The points one answer earns after a run of `streakBefore` right answers. */
export function answerPoints(answer: GameAnswer, streakBefore: number): number {
  if (!countsAsCorrect(answer)) return 0;
  return speedPoints(answer.timeTaken * 1000, TIMER_MS) + streakBonus(streakBefore + 1);
}

/** Folds one answer, in answer order, into the running score. */
export function scoreAnswer(score: GameScore, answer: GameAnswer): GameScore {
  const points = answerPoints(answer, score.streak);
  const streak = countsAsCorrect(answer) ? score.streak + 1 : 0;
  return { score: score.score + points, streak, bestStreak: Math.max(score.bestStreak, streak) };
}

export const scoreGameAnswers = (start: GameScore, answers: readonly GameAnswer[]): GameScore =>
  answers.reduce(scoreAnswer, start);

/** A round of the game as it was played: its number, the subtopic it aimed at, its answers in order. */
export interface PlayedRound {
  round: number;
  focus: string | null;
  answers: GameAnswer[];
}

/** The rounds one player has played of one topic at one difficulty, in play order. */
export interface GameRecord {
  topic: string;
  difficulty: string;
  rounds: PlayedRound[];
}

const sameTopic = (a: string, b: string) =>
  normalizeTopic(a).toLowerCase() === normalizeTopic(b).toLowerCase();

/**
 * The game a finished round belongs to: round 1, another topic or another difficulty starts a new game; any other
 * round (Next Round, Retake Incorrect) is added to the game it continues.
 */
export function recordRound(
  game: GameRecord | null,
  topic: string,
  difficulty: string,
  round: PlayedRound,
): GameRecord {
  const continues =
    game !== null &&
    round.round > FIRST_ROUND &&
    sameTopic(game.topic, topic) &&
    game.difficulty === difficulty;
  return continues ? { ...game, rounds: [...game.rounds, round] } : { topic, difficulty, rounds: [round] };
}

/** The score a new round of `topic` starts from: where the game it continues stands, or zero. */
export function scoreBeforeRound(
  game: GameRecord | null,
  topic: string,
  difficulty: string,
  round: number,
): GameScore {
  const placeholder: PlayedRound = { round, focus: null, answers: [] };
  const continued = recordRound(game, topic, difficulty, placeholder);
  return scoreGameAnswers(
    initialGameScore(),
    continued.rounds.flatMap((played) => played.answers),
  );
}

export interface RoundScore {
  round: number;
  focus: string | null;
  points: number;
  correct: number;
  total: number;
}

export interface FocusAccuracy {
  subtopic: string;
  correct: number;
  total: number;
  accuracyPercent: number;
  /** Per round, in play order: how the focus subtopic went in each. */
  byRound: { round: number; correct: number; total: number }[];
}

export interface GameSummary {
  rounds: RoundScore[];
  total: number;
  correct: number;
  answered: number;
  bestStreak: number;
  /** The subtopic the latest targeted round aimed at, across every round; null when no round aimed at one. */
  focus: FocusAccuracy | null;
}

const isFocus = (subtopic: string, focus: string) =>
  subtopic.trim().toLowerCase() === focus.trim().toLowerCase();

/** The whole game: each round's points, the total, the best streak and how the focus subtopic went. */
export function summarizeGame(rounds: readonly PlayedRound[]): GameSummary {
  let running = initialGameScore();
  const roundScores: RoundScore[] = rounds.map((played) => {
    const before = running.score;
    running = scoreGameAnswers(running, played.answers);
    return {
      round: played.round,
      focus: played.focus,
      points: running.score - before,
      correct: played.answers.filter(countsAsCorrect).length,
      total: played.answers.length,
    };
  });
  const focusName =
    [...rounds]
      .reverse()
      .find((played) => played.focus?.trim())
      ?.focus?.trim() ?? null;
  return {
    rounds: roundScores,
    total: running.score,
    correct: roundScores.reduce((sum, round) => sum + round.correct, 0),
    answered: roundScores.reduce((sum, round) => sum + round.total, 0),
    bestStreak: running.bestStreak,
    focus: focusName ? focusAccuracy(rounds, focusName) : null,
  };
}

function focusAccuracy(rounds: readonly PlayedRound[], subtopic: string): FocusAccuracy {
  const byRound = rounds.map((played) => {
    const answers = played.answers.filter((answer) => isFocus(answer.subtopic, subtopic));
    return { round: played.round, correct: answers.filter(countsAsCorrect).length, total: answers.length };
  });
  const correct = byRound.reduce((sum, round) => sum + round.correct, 0);
  const total = byRound.reduce((sum, round) => sum + round.total, 0);
  return {
    subtopic,
    correct,
    total,
    accuracyPercent: total === 0 ? 0 : Math.round((correct / total) * 100),
    byRound,
  };
}
