import { answerRecordSchema, type AnswerRecord } from '@quiz/contracts';
import { isDifficulty, normalizeRound } from '@quiz/domain';
import { z } from 'zod';
import type { ResultRouteState } from '@/types/quiz-navigation';

const sealedKeysSchema = z.record(z.string(), z.string()).optional();

/**
 * The session /play handed over in the router state, or null when there is none. The state survives reloads
 * and can be anything a browser kept, so it is checked rather than trusted: answers that do not read as answer
 * records are left out, and an odd round is brought into 1–3.
 */
export function readResultRouteState(state: unknown): ResultRouteState | null {
  if (!state || typeof state !== 'object') return null;
  const { answers, round, topic, difficulty, sealedKeys } = state as Partial<
    Record<keyof ResultRouteState, unknown>
  >;
  if (!Array.isArray(answers) || typeof topic !== 'string' || typeof difficulty !== 'string') return null;
  if (!isDifficulty(difficulty)) return null;
  const records: AnswerRecord[] = answers.flatMap((answer: unknown) => {
    const parsed = answerRecordSchema.safeParse(answer);
    return parsed.success ? [parsed.data] : [];
  });
  const keys = sealedKeysSchema.safeParse(sealedKeys);
  return {
    answers: records,
    round: normalizeRound(round),
    topic,
    difficulty,
    ...(keys.success && keys.data && { sealedKeys: keys.data }),
  };
}
