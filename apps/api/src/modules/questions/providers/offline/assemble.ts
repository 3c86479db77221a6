import { answerAppearsInQuestion } from '@quiz/domain';
import { randomIndex, sample, shuffleInPlace } from './random.js';
import { foldText as fold } from './sources/format.js';
import type { GeneratedQuestion, QuestionSpec } from './types.js';

/** How many of the most plausible distractors a draw chooses from: enough for variety, few enough to stay hard. */
const PLAUSIBLE_WINDOW = 8;

const isNumeric = (s: string): boolean => /^[-+]?[\d.,\s]+%?$/.test(s);

/**
 * The product resolves a text answer to a letter by "an option text contained in the answer", so two options
 * where one contains the other (Niger / Nigeria) could resolve to the wrong letter. Plain numbers are exempt:
 * they resolve by exact match and '6' inside '16' is no ambiguity to a reader.
 */
export function optionsClash(a: string, b: string): boolean {
  const fa = fold(a);
  const fb = fold(b);
  if (fa === fb) return true;
  if (isNumeric(a) && isNumeric(b)) return false;
  return fa.includes(fb) || fb.includes(fa);
}

/** Every answer that may be drawn for the spec and can be shown: non-empty and not given away by the question. */
export function usableAnswers(spec: QuestionSpec): string[] {
  const all = [spec.answer, ...(spec.alternativeAnswers ?? [])];
  return all.filter((a) => a.trim() !== '' && !answerAppearsInQuestion(spec.question, a));
}

/** Distractors that can stand beside any answer, in the spec's plausibility order (at most the draw window). */
export function usableDistractors(spec: QuestionSpec): string[] {
  const cached = usableCache.get(spec);
  if (cached) return cached;
  const answers = [spec.answer, ...(spec.alternativeAnswers ?? [])];
  const out: string[] = [];
  for (const d of spec.distractors) {
    if (out.length >= PLAUSIBLE_WINDOW) break;
    if (!d.trim() || answerAppearsInQuestion(spec.question, d) || answers.some((a) => optionsClash(d, a)))
      continue;
    if (out.some((o) => optionsClash(o, d))) continue;
    out.push(d);
  }
  usableCache.set(spec, out);
  return out;
}
/** Specs are immutable once built, so their usable distractors are worked out once. */
const usableCache = new WeakMap<QuestionSpec, string[]>();

/** A spec is servable when an answer can be shown, its text is complete and three clean distractors exist. */
export function isServable(spec: QuestionSpec): boolean {
  let ok = servableCache.get(spec);
  if (ok === undefined) {
    ok =
      spec.question.trim() !== '' &&
      spec.explanation.trim() !== '' &&
      !answerAppearsInQuestion(spec.question, spec.answer) &&
      usableAnswers(spec).length > 0 &&
      usableDistractors(spec).length >= 3;
    servableCache.set(spec, ok);
  }
  return ok;
}
/** Topics share specs (geography and europe, say); each spec is judged once. */
const servableCache = new WeakMap<QuestionSpec, boolean>();

export function assemble(spec: QuestionSpec, topicKey: string, random: () => number): GeneratedQuestion {
  const answers = usableAnswers(spec);
  const answer = answers[randomIndex(random, answers.length)] ?? spec.answer;
  const wrong = sample(usableDistractors(spec), 3, random);
  const options = shuffleInPlace([answer, ...wrong], random) as [string, string, string, string];
  return {
    id: spec.id,
    question: spec.question,
    options,
    correctIndex: options.indexOf(answer) as 0 | 1 | 2 | 3,
    explanation: spec.explanation,
    subtopic: spec.subtopic,
    difficulty: spec.difficulty,
    topicKey,
    source: spec.source,
  };
}
