import type { AnswerLetter } from '@quiz/contracts';

/**
 * A question as the game shows it. `key` is known up front only for the demo; a guest's comes sealed (`sealedKey`,
 * ADR 0130) and is revealed by the server with the answer, as a signed-in player's is.
 */
export interface PlayQuestion {
  id: string;
  question: string;
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  subtopic: string;
  /** The signed-in player's quiz session (ADR 0073); null for guests and the demo. */
  sessionId: string | null;
  key: { correct: string; explanation: string } | null;
  /** A guest's key, sealed by the server; null for signed-in players and the demo. */
  sealedKey?: string | null;
  /** Asked before (ADR 0173): the topic had nothing fresh left, or this is Retake Incorrect. */
  repeat?: boolean;
}

export interface Judgement {
  isCorrect: boolean;
  correct: AnswerLetter;
  explanation: string;
  /** Seconds, as the server recorded them (ADR 0130); the score counts these. Absent for guests and the demo. */
  recordedTimeTaken?: number;
}

/** Where an answer's judgement stands: signed-in answers wait for the server's reply. */
export type JudgementState =
  | { status: 'waiting' }
  /** offline: the browser has no network; unreachable: no response; server: a failing reply. */
  | { status: 'retrying'; reason: 'offline' | 'unreachable' | 'server' }
  | { status: 'judged'; judgement: Judgement }
  | { status: 'refused'; message: string };

export interface GivenAnswer {
  selectedAnswer: AnswerLetter | null;
  /** Seconds, clamped to the timer. */
  timeTaken: number;
}

/** Judges an answer and reports how it stands until judged; returns a function that stops the reports. */
export type Judge = (
  question: PlayQuestion,
  answer: GivenAnswer,
  report: (state: JudgementState) => void,
) => () => void;

/**
 * An answer given before a reload and still in the save queue (issue 13): the resumed round shows its question
 * answered and `follow`s it to its verdict.
 */
export interface PendingAnswer {
  questionId: string;
  given: GivenAnswer;
  follow: (report: (state: JudgementState) => void) => () => void;
}

export interface PlayedAnswer extends GivenAnswer {
  question: PlayQuestion;
  judgement: Judgement;
  /** ISO date-time. */
  playedAt: string;
}
