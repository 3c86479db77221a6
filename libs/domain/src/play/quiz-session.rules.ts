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
 * What the product grants a player between an answer and pressing Next (the explanation is read, the next
 * question fades in). A question is taken to be on screen at the latest this long after the previous answer.
 * Generous on purpose: Next is the player's own pace (spec §4), and an honest player who reads a long
 * explanation, or looks away, must not find the next answer timed out (ADR 0130).
 */
export const EXPLANATION_READING_SECONDS = 60;

/**
 * The latest moment the player can have had a question on screen, by the server's clock (ADR 0130): when it
 * was issued, or when the player is due to have moved on from the previous answer, whichever is later.
 * `previousAnsweredAt` is the session's latest answer before this one (null for the first).
 */
export function latestShownAt(issuedAt: string, previousAnsweredAt: string | null): number {
  const issued = Date.parse(issuedAt);
  if (previousAnsweredAt === null) return issued;
  return Math.max(issued, Date.parse(previousAnsweredAt) + EXPLANATION_READING_SECONDS * 1000);
}

export type TimedAnswer = { timedOut: true; timeTaken: number } | { timedOut: false; timeTaken: number };

/**
 * How the server's clock judges an answer's time (ADR 0070, 0130). Late: more than the timer and a latency grace
 * after the question was on screen at the latest, the answer is timed out, whatever it claims. Otherwise the time
 * recorded is what the device measured, but never more than has passed since the question was issued (nor the
 * timer plus its grace) and never less than has surely passed since it was on screen, less the grace.
 * Millisecond precision is all the clock gives.
 */
export function judgeAnswerTime(
  claimedSeconds: number,
  issuedAt: string,
  previousAnsweredAt: string | null,
  now: Date,
): TimedAnswer {
  const sinceShownSeconds = (now.getTime() - latestShownAt(issuedAt, previousAnsweredAt)) / 1000;
  if (sinceShownSeconds > QUESTION_TIMER_SECONDS + TIME_TAKEN_GRACE_SECONDS) {
    return { timedOut: true, timeTaken: QUESTION_TIMER_SECONDS };
  }
  const lower = Math.max(0, sinceShownSeconds - TIME_TAKEN_GRACE_SECONDS);
  const timeTaken = Math.max(lower, boundTimeTaken(claimedSeconds, issuedAt, now));
  return { timedOut: false, timeTaken: Math.round(timeTaken * 1000) / 1000 };
}

/**
 * The upper bound of an answer's time (ADR 0070): what the player's device measured, never more than has passed
 * since the server issued the question and never more than the timer plus its grace. Clamped rather than
 * refused: a queued answer retried late is still the player's answer, and the bound is what the server trusts.
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
