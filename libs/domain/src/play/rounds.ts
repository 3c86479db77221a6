import { FIRST_ROUND, LAST_ROUND } from './quiz-session.rules.js';
import { weakestSubtopic, type ScoredAnswer } from '../stats/session-stats.js';

/** Where a button on the results screen leads: another round of play, or back to the dashboard. */
export type RoundTarget =
  | { kind: 'play'; round: number; subtopic: string | null }
  | { kind: 'dashboard' }
  | { kind: 'unavailable'; reason: string };

export const NOTHING_TO_RETAKE = 'Nothing to retake: every answer was correct.';

/** A round as it arrives from outside (router state, a query string): a whole number from 1 to 3. */
export function normalizeRound(value: unknown): number {
  const round = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof round !== 'number' || !Number.isFinite(round)) return FIRST_ROUND;
  return Math.min(LAST_ROUND, Math.max(FIRST_ROUND, Math.trunc(round)));
}

/** Spec §4: Next Round goes to round+1 carrying the weakest subtopic; at round 3 or more, to the dashboard. */
export function nextRoundTarget(round: number, answers: readonly ScoredAnswer[]): RoundTarget {
  if (round >= LAST_ROUND) return { kind: 'dashboard' };
  return { kind: 'play', round: Math.max(FIRST_ROUND, round) + 1, subtopic: weakestSubtopic(answers) };
}

/**
 * Spec §4: Retake Incorrect plays round min(round+1, 3) with the weakest subtopic. With nothing wrong there is
 * nothing to retake, and the reason says so.
 */
export function retakeIncorrectTarget(round: number, answers: readonly ScoredAnswer[]): RoundTarget {
  if (!answers.some((answer) => !answer.isCorrect)) return { kind: 'unavailable', reason: NOTHING_TO_RETAKE };
  return {
    kind: 'play',
    round: Math.min(Math.max(FIRST_ROUND, round) + 1, LAST_ROUND),
    subtopic: weakestSubtopic(answers),
  };
}
