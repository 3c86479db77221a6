import type { Difficulty, QuestionSpec } from '../types.js';

/**
 * How much a "pick the longest" guesser wins on a question with fixed options: 1 when the answer is the
 * longest, 1/n when it ties with n-1 others, else 0. Over a bank, a quarter means length tells nothing.
 */
export function longestAnswerShare(spec: QuestionSpec): number {
  const lengths = spec.distractors.map((d) => d.length);
  const top = Math.max(spec.answer.length, ...lengths);
  if (spec.answer.length < top) return 0;
  return 1 / (1 + lengths.filter((n) => n === top).length);
}

export interface LengthRankShare {
  bank: string;
  difficulty: Difficulty;
  questions: number;
  /** Mean of longestAnswerShare over the bank's questions at this level. */
  longestShare: number;
}

/** Per hand-written bank and level: how often its answer is the longest option (ties shared). */
export function lengthRankShares(specs: readonly QuestionSpec[]): LengthRankShare[] {
  const groups = new Map<string, { bank: string; difficulty: Difficulty; shares: number[] }>();
  for (const spec of specs) {
    if (spec.source !== 'curated') continue;
    const bank = spec.id.split(':')[1] ?? '';
    const key = `${bank}|${spec.difficulty}`;
    const group = groups.get(key) ?? { bank, difficulty: spec.difficulty, shares: [] };
    group.shares.push(longestAnswerShare(spec));
    groups.set(key, group);
  }
  return [...groups.values()].map(({ bank, difficulty, shares }) => ({
    bank,
    difficulty,
    questions: shares.length,
    longestShare: shares.reduce((a, b) => a + b, 0) / shares.length,
  }));
}
