import { z } from 'zod';

/**
 * Every background job the api runs, by queue name, with its payload schema.
 * The same contracts serve the in-process runner and BullMQ.
 */
export const jobContracts = {
  'questions.pregenerate': z.object({
    topic: z.string().min(1).max(20),
    difficulty: z.enum(['easy', 'medium', 'hard']),
    subtopic: z.string().max(60).optional(),
    batchSize: z.number().int().min(1).max(20),
  }),
  'system.echo': z.object({ message: z.string() }),
  /** A multiplayer question's deadline, or its early close (everyone answered); whichever runs first closes it. */
  'rooms.close-question': z.object({
    room: z.string().min(1).max(16),
    number: z.number().int().min(1),
    reason: z.enum(['time', 'all-answered']),
  }),
  /** The end of a reveal: the next question opens, or the game ends after the last. */
  'rooms.advance': z.object({ room: z.string().min(1).max(16), number: z.number().int().min(1) }),
} as const;

export type JobName = keyof typeof jobContracts;
export type JobPayload<Name extends JobName> = z.infer<(typeof jobContracts)[Name]>;
