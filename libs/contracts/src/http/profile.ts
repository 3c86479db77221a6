import { z } from 'zod';
import { currentUserSchema } from './access.js';
import { answerRecordSchema } from './history.js';

/**
 * A display name as a request carries it. The length here only bounds the request; the profile rules in
 * libs/domain (`validateDisplayName`) decide what is accepted, wherever a name is set.
 */
export const displayNameFieldSchema = (field: string) =>
  z.string({ message: `${field} must be text` }).max(500, `${field} is far too long`);

/** An avatar address as a request carries it; `validatePhotoUrl` in libs/domain decides what is accepted. */
export const photoUrlFieldSchema = (field: string, orNull = '') =>
  z
    .string({ message: `${field} must be an https:// address${orNull}` })
    .max(10_000, `${field} is far too long`);

/**
 * `PATCH /api/user/me`: edit the profile (spec §3). A field left out stays; `photoURL: null` removes the
 * avatar.
 */
export const updateProfileRequestSchema = z
  .strictObject({
    displayName: displayNameFieldSchema('displayName').optional(),
    photoURL: photoUrlFieldSchema('photoURL', ' or null').nullable().optional(),
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
