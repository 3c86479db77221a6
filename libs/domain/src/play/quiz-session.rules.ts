/** Spec §9: every question has a 15-second countdown. */
export const QUESTION_TIMER_SECONDS = 15;
/**
 * What a recorded time may exceed the timer by: the client's timer fires a little late under load, and a
 * timeout is then reported as 15.2 s rather than 15. More than this is not a time the game can produce.
 */
export const TIME_TAKEN_GRACE_SECONDS = 2;
/** Spec §4: a player plays rounds 1 to 3. */
export const FIRST_ROUND = 1;
export const LAST_ROUND = 3;

/**
 * The time recorded for an answer (ADR 0070): what the player's device measured, never more than has passed
 * since the server issued the question and never more than the timer plus its grace. Clamped rather than
 * refused: a queued answer retried late is still the player's answer, and the bound is what the server trusts.
 * Millisecond precision is all the clock gives.
 */
export function boundTimeTaken(claimedSeconds: number, issuedAt: string, now: Date): number {
  const sinceIssueSeconds = Math.max(0, (now.getTime() - Date.parse(issuedAt)) / 1000);
  const bounded = Math.min(
    Math.max(0, claimedSeconds),
    sinceIssueSeconds,
    QUESTION_TIMER_SECONDS + TIME_TAKEN_GRACE_SECONDS,
  );
  return Math.round(bounded * 1000) / 1000;
}
