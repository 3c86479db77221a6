import { ANSWER_LETTERS, letterOf, resolveAnswerKey, type AnswerLetter } from '@quiz/domain';

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
