import { latestShownAt, QUESTION_TIMER_SECONDS } from './quiz-session.rules.js';

const TIMER_MS = QUESTION_TIMER_SECONDS * 1000;

/** A round as it stands when the player comes back (a reload, issue 13 item 5). All times on one clock. */
export interface RoundSoFar {
  /** Every question handed to the player, in the order it was issued. */
  questions: readonly { questionId: string; issuedAt: string }[];
  /** The answers on record, in the order they were given. */
  answers: readonly { questionId: string; answeredAt: string }[];
  /**
   * When the player is known to have had a question on screen (the tab remembers it), if it is known: it
   * tightens the deadline, which is otherwise the latest moment the question can have been shown (ADR 0130).
   */
  shown?: { questionId: string; at: string } | null;
}

export interface ResumedQuestion {
  questionId: string;
  /** Epoch ms after which the question counts as timed out. */
  deadlineAt: number;
  /** What is left of the 15 s timer at the moment of resuming: 0 to 15 000 ms. */
  remainingMs: number;
  /** The time ran out while the player was away: the question is recorded as a time-out, not asked again. */
  timedOut: boolean;
}

export interface ResumedRound {
  /** The order to play the round in: the answered questions first, as answered, then the rest as issued. */
  order: string[];
  /** The questions already answered: shown as played, never asked again. */
  answered: string[];
  /** The question to show now (the first one not answered), or null when every issued question is answered. */
  current: ResumedQuestion | null;
}

/**
 * What a resumed round looks like at `now` (issue 13 item 5): the same round at the first unanswered question,
 * with the time left on it. The deadline is the server's (ADR 0130: 15 s after the question was on screen at the
 * latest), tightened by when the player is known to have seen it; a reload never restarts the timer.
 */
export function resumeRound(round: RoundSoFar, now: Date): ResumedRound {
  const issued = new Set(round.questions.map((question) => question.questionId));
  const answered: string[] = [];
  for (const answer of round.answers) {
    if (issued.has(answer.questionId) && !answered.includes(answer.questionId))
      answered.push(answer.questionId);
  }
  const done = new Set(answered);
  const open = round.questions.filter((question) => !done.has(question.questionId));
  const order = [...answered, ...open.map((question) => question.questionId)];
  const next = open[0];
  if (!next) return { order, answered, current: null };

  const lastAnsweredAt = round.answers.reduce<string | null>(
    (latest, answer) =>
      latest === null || Date.parse(answer.answeredAt) > Date.parse(latest) ? answer.answeredAt : latest,
    null,
  );
  let shownAt = latestShownAt(next.issuedAt, lastAnsweredAt);
  const known = round.shown?.questionId === next.questionId ? Date.parse(round.shown.at) : NaN;
  if (Number.isFinite(known)) shownAt = Math.min(shownAt, known);
  const deadlineAt = shownAt + TIMER_MS;
  const remainingMs = Math.min(TIMER_MS, Math.max(0, deadlineAt - now.getTime()));
  return {
    order,
    answered,
    current: { questionId: next.questionId, deadlineAt, remainingMs, timedOut: remainingMs === 0 },
  };
}
