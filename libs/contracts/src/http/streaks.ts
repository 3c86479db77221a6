import { z } from 'zod';

export const LEADERBOARD_DEFAULT_LIMIT = 50;
export const LEADERBOARD_MAX_LIMIT = 100;

const limitMessage = `limit must be a whole number from 1 to ${LEADERBOARD_MAX_LIMIT}`;

/** `GET /api/streaks/leaderboard`: the best streaks, optionally of one topic (compared without case). */
export const leaderboardQuerySchema = z.strictObject({
  /** Blank means every topic. */
  topic: z
    .string()
    .max(20, 'topic must be 20 characters or less')
    .optional()
    .transform((value) => {
      const trimmed = value?.trim().replace(/\s+/g, ' ');
      return trimmed ? trimmed : undefined;
    }),
  limit: z.coerce
    .number({ message: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(LEADERBOARD_MAX_LIMIT, limitMessage)
    .default(LEADERBOARD_DEFAULT_LIMIT),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

/** Spec §3, the leaderboard row: a player's longest run of consecutive correct answers in a topic. */
export const leaderboardRowSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  topic: z.string(),
  bestStreak: z.number().int().positive(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

/** Spec §7: an array of rows, best first. */
export const leaderboardSchema = z.array(leaderboardRowSchema);
