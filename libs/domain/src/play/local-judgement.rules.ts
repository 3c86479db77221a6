import {
  ANSWER_LETTERS,
  letterOf,
  resolveAnswerKey,
  type AnswerLetter,
} from '../questions/answer-key.rules.js';

/** A question that carries its key: a guest's (the guest endpoint sends it) or one of the demo's. */
export interface KeyedQuestion {
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  /** A letter, a digit, 'Option X' or the answer's text (spec §3). */
  correct: string;
}

/**
 * The letter a client shows as correct (spec §3 and §5): the key resolved by the same rule the server applies,
 * defaulting to A when it names no option, as the spec's display rule says.
 */
export function displayedKey(question: KeyedQuestion): AnswerLetter {
  const options = [question.optionA, question.optionB, question.optionC, question.optionD];
  const index = resolveAnswerKey(question.correct, options);
  return index === null ? ANSWER_LETTERS[0] : letterOf(index);
}

/** Guests and the demo are judged on the device: nothing of theirs is saved. A timed-out answer is wrong. */
export function judgeLocally(
  question: KeyedQuestion,
  selected: AnswerLetter | null,
): { isCorrect: boolean; correct: AnswerLetter } {
  const correct = displayedKey(question);
  return { isCorrect: selected !== null && selected === correct, correct };
}
