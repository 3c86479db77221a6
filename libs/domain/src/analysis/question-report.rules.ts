import type { Difficulty } from '../quiz/topic.rules.js';

/** Below this many answers a question's figures are noise: it is listed but never flagged. */
export const REPORT_MIN_ANSWERS = 10;
/** Nearly everyone right, or nearly everyone wrong (worse than a blind guess among four). */
export const TOO_EASY_ACCURACY = 0.95;
export const TOO_HARD_ACCURACY = 0.1;
/** Measured difficulty from the share of right answers: easy at or above 75%, hard below 45%. */
export const EASY_FROM_ACCURACY = 0.75;
export const HARD_BELOW_ACCURACY = 0.45;

/** Upper bounds (seconds, exclusive) of the answer-time distribution's buckets; the last is open. */
export const TIME_BUCKET_BOUNDS = [2, 4, 6, 8, 10, 12, 15] as const;
export const TIME_BUCKET_LABELS = [
  '0–2 s',
  '2–4 s',
  '4–6 s',
  '6–8 s',
  '8–10 s',
  '10–12 s',
  '12–15 s',
  '15 s+',
];

export function timeBucketOf(seconds: number): number {
  const index = TIME_BUCKET_BOUNDS.findIndex((bound) => seconds < bound);
  return index === -1 ? TIME_BUCKET_BOUNDS.length : index;
}

export function measuredDifficulty(right: number, asked: number): Difficulty | null {
  if (asked < REPORT_MIN_ANSWERS) return null;
  const accuracy = right / asked;
  return accuracy >= EASY_FROM_ACCURACY ? 'easy' : accuracy < HARD_BELOW_ACCURACY ? 'hard' : 'medium';
}

export type QuestionFlag = 'suspected-bad-key' | 'too-easy' | 'too-hard' | 'mislabelled';

export interface QuestionFigures {
  label: string;
  asked: number;
  right: number;
  /** How often each option was picked, by its text; the key's picks are `right`. */
  picks: ReadonlyMap<string, number>;
  keyText: string;
}

/**
 * What an analyst should look at: a wrong option picked more often than the key (the key may be wrong), a
 * question nearly everyone gets right or wrong, or one whose measured difficulty is not its label.
 */
export function questionFlags(figures: QuestionFigures): QuestionFlag[] {
  if (figures.asked < REPORT_MIN_ANSWERS) return [];
  const flags: QuestionFlag[] = [];
  const keyPicks = figures.picks.get(figures.keyText) ?? 0;
  if ([...figures.picks].some(([text, picks]) => text !== figures.keyText && picks > keyPicks))
    flags.push('suspected-bad-key');
  const accuracy = figures.right / figures.asked;
  if (accuracy >= TOO_EASY_ACCURACY) flags.push('too-easy');
  if (accuracy <= TOO_HARD_ACCURACY) flags.push('too-hard');
  const measured = measuredDifficulty(figures.right, figures.asked);
  if (measured && measured !== figures.label) flags.push('mislabelled');
  return flags;
}
