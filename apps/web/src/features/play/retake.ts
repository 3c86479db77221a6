import { z } from 'zod';
import type { AnswerRecord, GuestRetakeQuestion } from '@quiz/contracts';

const retakeQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.tuple([z.string(), z.string(), z.string(), z.string()]),
  subtopic: z.string(),
  /** A guest's sealed key (ADR 0130); null for a signed-in player, whose questions the server keeps. */
  sealedKey: z.string().nullable(),
});
const retakeStateSchema = z.object({ retake: z.array(retakeQuestionSchema).min(1) });

/** What Retake Incorrect hands to /play in the router state (ADR 0173): the round's missed questions. */
export type RetakeState = z.infer<typeof retakeStateSchema>;

/** The questions answered wrong (or not at all) in the round, as /play needs them to ask them again. */
export function retakeStateFor(
  answers: readonly AnswerRecord[],
  sealedKeys: Readonly<Record<string, string>> = {},
): RetakeState {
  return {
    retake: answers
      .filter((answer) => !answer.isCorrect)
      .map((answer) => ({
        id: answer.id,
        question: answer.question,
        options: [answer.optionA, answer.optionB, answer.optionC, answer.optionD],
        subtopic: answer.subtopic,
        sealedKey: sealedKeys[answer.id] ?? null,
      })),
  };
}

/** The part of the questions request that makes a round a retake, or null when /play was not sent one. */
export function retakeRequestFrom(
  state: unknown,
  kind: 'signed-in' | 'guest',
): { retake: string[] } | { guestRetake: GuestRetakeQuestion[] } | null {
  const parsed = retakeStateSchema.safeParse(state);
  if (!parsed.success) return null;
  if (kind === 'signed-in') return { retake: parsed.data.retake.map((question) => question.id) };
  const guestRetake = parsed.data.retake.flatMap(({ sealedKey, question, options, subtopic }) =>
    sealedKey ? [{ sealedKey, question, options, subtopic }] : [],
  );
  return guestRetake.length > 0 ? { guestRetake } : null;
}
