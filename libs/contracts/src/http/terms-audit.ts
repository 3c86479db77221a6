import { z } from 'zod';
import { acceptedRangeIsOrdered, acceptedRangeMessage, termsAcceptanceFilterShape } from './terms.js';

/** `GET /api/terms/acceptances/export`: the same filters as the listing, every matching row as CSV. */
export const exportTermsAcceptancesQuerySchema = z
  .strictObject(termsAcceptanceFilterShape)
  .refine(acceptedRangeIsOrdered, acceptedRangeMessage);
export type ExportTermsAcceptancesQuery = z.infer<typeof exportTermsAcceptancesQuerySchema>;

/** The export's header row, in column order. */
export const TERMS_ACCEPTANCES_CSV_COLUMNS = [
  'User ID',
  'Display name',
  'Email',
  'Version',
  'Accepted at',
  'Recorded at',
  'Event position',
] as const;

/** `GET /api/terms/pending`: registered users who have not accepted a version (the current one by default). */
export const listUsersPendingTermsQuerySchema = z.strictObject({
  version: z.string().min(1).max(16).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(200).optional(),
});
export type ListUsersPendingTermsQuery = z.infer<typeof listUsersPendingTermsQuerySchema>;

export const userPendingTermsSchema = z.object({
  userId: z.string(),
  email: z.string(),
  displayName: z.string(),
  registeredAt: z.string(),
});
export type UserPendingTerms = z.infer<typeof userPendingTermsSchema>;

export const usersPendingTermsPageSchema = z.object({
  version: z.string(),
  items: z.array(userPendingTermsSchema),
  nextCursor: z.string().nullable(),
});
export type UsersPendingTermsPage = z.infer<typeof usersPendingTermsPageSchema>;
