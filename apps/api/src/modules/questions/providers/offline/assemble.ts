import { answerAppearsInQuestion } from '@quiz/domain';
import { randomIndex, sample, shuffleInPlace } from './random.js';
import { foldText as fold } from './sources/format.js';
import type { GeneratedQuestion, QuestionSpec } from './types.js';

/** How many of the most plausible distractors a draw chooses from: enough for variety, few enough to stay hard. */
const PLAUSIBLE_WINDOW = 8;
/** How far down the plausibility order a draw may reach for a distractor longer or shorter than the answer. */
const LENGTH_WINDOW = 24;

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
  return usableWithin(spec, PLAUSIBLE_WINDOW, usableCache);
}
/** Specs are immutable once built, so their usable distractors are worked out once. */
const usableCache = new WeakMap<QuestionSpec, string[]>();

/** The usable distractors a draw may reach past the window for, when it needs one of a length the window lacks. */
function lengthReserve(spec: QuestionSpec): string[] {
  return usableWithin(spec, LENGTH_WINDOW, reserveCache);
}
const reserveCache = new WeakMap<QuestionSpec, string[]>();

function usableWithin(spec: QuestionSpec, window: number, cache: WeakMap<QuestionSpec, string[]>): string[] {
  const cached = cache.get(spec);
  if (cached) return cached;
  const answers = [spec.answer, ...(spec.alternativeAnswers ?? [])];
  const out: string[] = [];
  for (const d of spec.distractors) {
    if (out.length >= window) break;
    if (!d.trim() || answerAppearsInQuestion(spec.question, d) || answers.some((a) => optionsClash(d, a)))
      continue;
    if (out.some((o) => optionsClash(o, d))) continue;
    out.push(d);
  }
  cache.set(spec, out);
  return out;
}

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

/**
 * Three distractors for the answer, drawn so that the answer's place among the options by length says nothing:
 * how many of them are longer than the answer is drawn evenly from what the pool allows. A plain sample lets
 * "pick the longest" beat chance wherever answers run longer than their neighbours (Kwanza among Pula, Birr and
 * Dinar). The window's most plausible distractors come first; past it, the reserve fills a length it lacks.
 */
export function drawDistractors(
  window: readonly string[],
  reserve: readonly string[],
  answer: string,
  random: () => number,
): string[] {
  if (reserve.length <= 3) return sample(window, 3, random);
  const isLonger = (d: string): boolean => d.length > answer.length;
  const longer = reserve.filter(isLonger);
  const others = reserve.filter((d) => !isLonger(d));
  const fewest = Math.max(0, 3 - others.length);
  const most = Math.min(3, longer.length);
  const takeLonger = fewest + randomIndex(random, most - fewest + 1);
  const pick = (side: readonly string[], n: number): string[] => {
    const near = side.filter((d) => window.includes(d));
    const chosen = sample(near, n, random);
    return chosen.length === n
      ? chosen
      : [...chosen, ...side.filter((d) => !near.includes(d)).slice(0, n - chosen.length)];
  };
  return [...pick(longer, takeLonger), ...pick(others, 3 - takeLonger)];
}

export function assemble(spec: QuestionSpec, topicKey: string, random: () => number): GeneratedQuestion {
  const answers = usableAnswers(spec);
  const answer = answers[randomIndex(random, answers.length)] ?? spec.answer;
  const wrong = drawDistractors(usableDistractors(spec), lengthReserve(spec), answer, random);
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
