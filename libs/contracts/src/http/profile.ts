import { z } from 'zod';
import { currentUserSchema } from './access.js';
import { answerRecordSchema } from './history.js';

/**
 * `PATCH /api/user/me`: edit the profile (spec §3). A field left out stays; `photoURL: null` removes the
 * avatar. The lengths here only bound the request; the profile rules in libs/domain decide what is accepted.
 */
export const updateProfileRequestSchema = z
  .strictObject({
    displayName: z
      .string({ message: 'displayName must be text' })
      .max(500, 'displayName is far too long')
      .optional(),
    photoURL: z
      .string({ message: 'photoURL must be an https:// address or null' })
      .max(10_000, 'photoURL is far too long')
      .nullable()
      .optional(),
  })
  .refine((body) => body.displayName !== undefined || body.photoURL !== undefined, {
    message: 'Send a displayName, a photoURL or both.',
  });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** The most recent answers `GET /api/answers/user-answers/{uid}` serves the stats panel (ADR 0091). */
export const STATS_ANSWERS_LIMIT = 500;

export const userAnswersForStatsParamsSchema = z.strictObject({
  uid: z.string().min(1).max(200, 'uid is not a user id'),
});

/** Spec §7: an array of answers, oldest first (the order a streak is counted in). */
export const userAnswersForStatsSchema = z.array(answerRecordSchema);

/** The profile after the edit; `recorded: false` when nothing changed (or a retry was already recorded). */
export const updateProfileResponseSchema = currentUserSchema.extend({ recorded: z.boolean() });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;
