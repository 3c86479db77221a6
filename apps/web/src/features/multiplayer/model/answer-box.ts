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
  const preview = answerPreview(text, options);
  if (preview) return `Counts as ${preview}: ${options[ANSWER_LETTERS.indexOf(preview)]}`;
  const named = options.length === ANSWER_LETTERS.length ? optionsNamedBy(text, options).map(letterOf) : [];
  if (named.length < 2) return 'Matches no option yet.';
  const listed = `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
  return `Names ${named.length === 2 ? 'both ' : ''}${listed}, so it would count as none. Type just the letter.`;
}
