import { resolveAnswerKey, type AnswerLetter, type OptionIndex } from './answer-key.rules.js';
import { shuffleOptions, type FourOptions } from './option-shuffle.rules.js';
import { questionIdentity, type QuestionTextIndex } from './question-text.rules.js';

export type QuestionDifficulty = 'easy' | 'medium' | 'hard';

/** A question as a source produced it; every field is checked, since model output is untrusted data. */
export interface QuestionCandidate {
  question: unknown;
  options: unknown;
  correct: unknown;
  explanation: unknown;
  subtopic: unknown;
  source: string;
}

/** A question that passed the pipeline: options shuffled, key resolved to a letter. */
export interface ReviewedQuestion {
  question: string;
  /** The question's text and answer, normalised: see questionIdentity. */
  identity: string;
  options: [string, string, string, string];
  correct: AnswerLetter;
  explanation: string;
  subtopic: string;
  source: string;
}

export type RejectionReason =
  | 'malformed'
  | 'not-four-options'
  | 'empty-option'
  | 'duplicate-options'
  | 'missing-explanation'
  | 'unresolvable-key'
  | 'answer-in-question'
  | 'duplicate-in-batch'
  | 'already-seen'
  | 'failed-independent-check';

export type Review =
  { accepted: true; question: ReviewedQuestion } | { accepted: false; reason: RejectionReason };

/** Limits that keep a runaway model from filling a screen; real questions are far shorter. */
const MAX_QUESTION_LENGTH = 400;
const MAX_OPTION_LENGTH = 160;
const MAX_EXPLANATION_LENGTH = 1000;
/** Used when a source names no subtopic: the spec's "subtopic or category" is never blank. */
export const DEFAULT_SUBTOPIC = 'General';

const cleanText = (value: string): string => value.normalize('NFKC').trim().replace(/\s+/g, ' ');
const fold = (value: string): string =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
const isWordChar = (ch: string): boolean => ch !== '' && /[\p{L}\p{N}]/u.test(ch);

/**
 * Whether the answer can be read in the question itself. Answers of four or more letters count anywhere;
 * shorter ones ('Fe', '7', 'MI') only as whole words, or every question with an 'i' would leak iodine.
 */
export function answerAppearsInQuestion(question: string, answer: string): boolean {
  const q = fold(question);
  const a = fold(answer);
  if (a === '') return false;
  if (a.length >= 4) return q.includes(a);
  for (let i = q.indexOf(a); i >= 0; i = q.indexOf(a, i + 1)) {
    if (!isWordChar(q.charAt(i - 1)) && !isWordChar(q.charAt(i + a.length))) return true;
  }
  return false;
}

export interface ReviewContext {
  /** Identities (questionIdentity) of what this batch already holds. */
  batch: QuestionTextIndex;
  /** Identities of what the player was issued before (empty for guests). */
  seen: QuestionTextIndex;
  random: () => number;
}

const reject = (reason: RejectionReason): Review => ({ accepted: false, reason });

/**
 * Every rule a question must meet before a player sees it, in order: shape, four distinct non-empty
 * options, an explanation, a resolvable key, an answer not given away by the question, not a repeat in the
 * batch, not a repeat (or rewording) of a question the player has seen; then the options are shuffled.
 */
export function reviewCandidate(candidate: QuestionCandidate, context: ReviewContext): Review {
  const { question, options, correct, explanation, subtopic } = candidate;
  if (typeof question !== 'string' || typeof correct !== 'string' || !Array.isArray(options))
    return reject('malformed');
  const text = cleanText(question);
  if (text === '' || text.length > MAX_QUESTION_LENGTH) return reject('malformed');
  if (options.length !== 4) return reject('not-four-options');
  if (options.some((option) => typeof option !== 'string')) return reject('malformed');
  const cleaned = (options as string[]).map(cleanText) as unknown as FourOptions;
  if (cleaned.some((option) => option === '' || option.length > MAX_OPTION_LENGTH))
    return reject('empty-option');
  if (new Set(cleaned.map(fold)).size !== 4) return reject('duplicate-options');
  if (typeof explanation !== 'string' || cleanText(explanation) === '') return reject('missing-explanation');
  if (explanation.length > MAX_EXPLANATION_LENGTH) return reject('malformed');
  const correctIndex: OptionIndex | null = resolveAnswerKey(correct, cleaned);
  if (correctIndex === null) return reject('unresolvable-key');
  if (answerAppearsInQuestion(text, cleaned[correctIndex])) return reject('answer-in-question');
  const identity = questionIdentity(text, cleaned[correctIndex]);
  if (context.batch.has(identity)) return reject('duplicate-in-batch');
  if (context.seen.has(identity)) return reject('already-seen');
  const shuffled = shuffleOptions(cleaned, correctIndex, context.random);
  const label = typeof subtopic === 'string' ? cleanText(subtopic).slice(0, 60) : '';
  return {
    accepted: true,
    question: {
      question: text,
      identity,
      options: shuffled.options,
      correct: shuffled.correct,
      explanation: cleanText(explanation),
      subtopic: label || DEFAULT_SUBTOPIC,
      source: candidate.source,
    },
  };
}

/**
 * The independent check on model output: another pass of the model answered the shuffled question
 * without its key. Only the same letter keeps the question; a different one, or no answer, drops it.
 */
export function independentCheck(question: ReviewedQuestion, answered: AnswerLetter | null): Review {
  return answered === question.correct ? { accepted: true, question } : reject('failed-independent-check');
}
