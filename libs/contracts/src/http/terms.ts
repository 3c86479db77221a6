import { z } from 'zod';

export const acceptTermsRequestSchema = z.strictObject({
  acceptedAt: z.iso.datetime({ offset: true, message: 'acceptedAt must be an ISO date-time.' }),
  version: z.string().min(1).max(16),
});
export type AcceptTermsRequest = z.infer<typeof acceptTermsRequestSchema>;

export const acceptTermsResponseSchema = z.object({
  version: z.string(),
  /** false when this version had been accepted before and nothing new was recorded. */
  recorded: z.boolean(),
});
export type AcceptTermsResponse = z.infer<typeof acceptTermsResponseSchema>;

const acceptedAtBound = (name: string) =>
  z.iso.datetime({ offset: true, message: `${name} must be an ISO date-time.` }).optional();

/** The audit's filters: a version, and acceptances from `acceptedFrom` (inclusive) to `acceptedTo` (exclusive). */
export const termsAcceptanceFilterShape = {
  version: z.string().min(1).max(16).optional(),
  acceptedFrom: acceptedAtBound('acceptedFrom'),
  acceptedTo: acceptedAtBound('acceptedTo'),
};

export const acceptedRangeIsOrdered = (filter: { acceptedFrom?: string; acceptedTo?: string }) =>
  !filter.acceptedFrom ||
  !filter.acceptedTo ||
  Date.parse(filter.acceptedFrom) < Date.parse(filter.acceptedTo);
export const acceptedRangeMessage = {
  message: 'acceptedFrom must be before acceptedTo.',
  path: ['acceptedTo'],
};

export const listTermsAcceptancesQuerySchema = z
  .strictObject({
    ...termsAcceptanceFilterShape,
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: z.string().max(200).optional(),
  })
  .refine(acceptedRangeIsOrdered, acceptedRangeMessage);
export type ListTermsAcceptancesQuery = z.infer<typeof listTermsAcceptancesQuerySchema>;

export const termsAcceptanceSchema = z.object({
  userId: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  version: z.string(),
  acceptedAt: z.string(),
  recordedAt: z.string(),
  /** Where the TermsAccepted event sits in the global log, for audits. */
  eventPosition: z.string(),
});
export type TermsAcceptance = z.infer<typeof termsAcceptanceSchema>;

export const termsAcceptancePageSchema = z.object({
  items: z.array(termsAcceptanceSchema),
  nextCursor: z.string().nullable(),
});
export type TermsAcceptancePage = z.infer<typeof termsAcceptancePageSchema>;
