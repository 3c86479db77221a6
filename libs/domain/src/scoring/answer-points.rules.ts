/**
 * Kahoot's classic scoring (ADR 0142), shared by multiplayer rooms and the single-player game (ADR 0179): a right
 * answer is worth 1,000 points the instant the question opens, falling linearly to 500 at the deadline, measured on
 * the server's clock, plus a bonus for a run of right answers.
 */
export const MAX_QUESTION_POINTS = 1_000;
export const MIN_CORRECT_POINTS = 500;
export const STREAK_BONUS_STEP = 100;
export const MAX_STREAK_BONUS = 500;

/** The speed points of a right answer given `elapsedMs` of a `limitMs` allowance (clamped to it). */
export function speedPoints(elapsedMs: number, limitMs: number): number {
  const share = Math.min(1, Math.max(0, elapsedMs / limitMs));
  return Math.round(MAX_QUESTION_POINTS - (MAX_QUESTION_POINTS - MIN_CORRECT_POINTS) * share);
}

/** The answer-streak bonus for the `streak`-th right answer in a row: nothing for the first, then +100 each, up to 500. */
export function streakBonus(streak: number): number {
  return Math.min(MAX_STREAK_BONUS, Math.max(0, streak - 1) * STREAK_BONUS_STEP);
}
