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

export const listTermsAcceptancesQuerySchema = z.strictObject({
  version: z.string().min(1).max(16).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(200).optional(),
});
export type ListTermsAcceptancesQuery = z.infer<typeof listTermsAcceptancesQuerySchema>;

export const termsAcceptanceSchema = z.object({
  userId: z.string(),
  email: z.string().nullable(),
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
