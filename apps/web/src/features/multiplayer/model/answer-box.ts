import { ANSWER_LETTERS, letterOf, optionsNamedBy, resolveAnswerKey, type AnswerLetter } from '@quiz/domain';

/** The 'Your answer' box (spec §2 and §5): 'Submit Answer' stays disabled while the answer is blank. */
export const canSubmitAnswer = (text: string): boolean => text.trim().length > 0;

/** What is sent: the trimmed text; the server resolves it (a letter, a digit 1–4 or an option's text). */
export const answerToSend = (text: string): string => text.trim();

/**
 * Which option the typed answer will count as, by the same correct-answer rule the server applies (spec §5), so
 * the player sees "Counts as B" before sending. Null when it names no option, or two.
 */
export function answerPreview(text: string, options: readonly string[]): AnswerLetter | null {
  if (!canSubmitAnswer(text) || options.length !== ANSWER_LETTERS.length) return null;
  const index = resolveAnswerKey(text, options);
  return index === null ? null : letterOf(index);
}

/** What the box says under the answer while the player types (spec §2 and §5). */
export function answerHint(text: string, options: readonly string[]): string {
  if (!canSubmitAnswer(text)) return 'A letter A–D, a number 1–4 or the option’s text. Enter sends it.';
  // One reading of the rule: one option named is what the server will count, two or more count as none.
  const named = optionsNamedBy(text, options);
  if (named.length === 1) return `Counts as ${letterOf(named[0]!)}: ${options[named[0]!]}`;
  if (named.length === 0) return 'Matches no option yet.';
  const letters = named.map(letterOf);
  const listed = `${letters.slice(0, -1).join(', ')} and ${letters[letters.length - 1]}`;
  return `Names ${letters.length === 2 ? 'both ' : ''}${listed}, so it would count as none. Type just the letter.`;
}
