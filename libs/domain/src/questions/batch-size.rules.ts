/** Spec §9: a signed-in player's round is 10 questions by default, a guest's 5. */
export const DEFAULT_BATCH_SIZE = { 'signed-in': 10, guest: 5 } as const;

export type PlayerKind = keyof typeof DEFAULT_BATCH_SIZE;

/** How many questions a round asks for: what the player asked, else their kind's default. */
export function batchSizeFor(kind: PlayerKind, requested: number | null | undefined): number {
  return requested ?? DEFAULT_BATCH_SIZE[kind];
}
