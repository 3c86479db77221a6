import { z } from 'zod';
import { readStorage, removeStorage, sessionKeys, writeStorage } from '@/lib/storage';
import type { PlayedAnswer, PlayQuestion } from '../play-types';

/**
 * What the tab keeps of the round on screen (session storage `playRound`), so a reload resumes it (issue 13
 * item 5). `entry` is the history entry's key: a reload keeps it, a new Start makes a new one. A signed-in
 * player's round lives on the server, so only its id is kept; a guest's round is kept whole, its open questions
 * with their keys still sealed (ADR 0130): nothing here tells a guest an answer before it is given.
 */
export interface RoundMemory {
  version: 1;
  entry: string;
  search: string;
  sessionId: string | null;
  guest: { questions: PlayQuestion[]; answers: PlayedAnswer[] } | null;
  /** When the question on screen was first shown, by this device's clock (epoch ms). */
  shown: { questionId: string; at: number } | null;
}

const letter = z.enum(['A', 'B', 'C', 'D']);
const question = z.object({
  id: z.string(),
  question: z.string(),
  optionA: z.string(),
  optionB: z.string(),
  optionC: z.string(),
  optionD: z.string(),
  subtopic: z.string(),
  sessionId: z.string().nullable(),
  key: z.null(),
  sealedKey: z.string().nullish(),
});
const memorySchema = z.object({
  version: z.literal(1),
  entry: z.string(),
  search: z.string(),
  sessionId: z.string().nullable(),
  guest: z
    .object({
      questions: z.array(question),
      answers: z.array(
        z.object({
          question,
          selectedAnswer: letter.nullable(),
          timeTaken: z.number(),
          judgement: z.object({ isCorrect: z.boolean(), correct: letter, explanation: z.string() }),
          playedAt: z.string(),
        }),
      ),
    })
    .nullable(),
  shown: z.object({ questionId: z.string(), at: z.number() }).nullable(),
});

/**
 * The router names the page's first history entry 'default' whenever a page is loaded by typing or following its
 * address, as well as on a reload of it: only a reload (or a return through history) is the same round.
 */
function sameEntryAgain(entry: string): boolean {
  if (entry !== 'default') return true;
  try {
    const [load] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return load?.type === 'reload' || load?.type === 'back_forward';
  } catch {
    return false;
  }
}

/** The round this history entry played, or null: anything else stored (another round, a broken value) is not it. */
export function recallRound(entry: string, search: string): RoundMemory | null {
  if (!sameEntryAgain(entry)) return null;
  const raw = readStorage(sessionKeys.playRound, 'session');
  if (!raw) return null;
  try {
    const parsed = memorySchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const memory = parsed.data as RoundMemory;
    return memory.entry === entry && memory.search === search ? memory : null;
  } catch {
    return null;
  }
}

export function rememberRound(memory: RoundMemory): void {
  writeStorage(sessionKeys.playRound, JSON.stringify(memory), 'session');
}

/** A finished round is not resumed. */
export function forgetRound(): void {
  removeStorage(sessionKeys.playRound, 'session');
}
