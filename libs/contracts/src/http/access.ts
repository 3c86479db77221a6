import { z } from 'zod';

/** `POST /api/verify-recaptcha`: a bot-check answer (a reCAPTCHA v3 token, or a solved ALTCHA payload). */
export const verifyRecaptchaRequestSchema = z.strictObject({
  token: z.string().min(1).max(20_000),
  action: z.string().min(1).max(64),
});
export type VerifyRecaptchaRequest = z.infer<typeof verifyRecaptchaRequestSchema>;

/** Spec §7's `{success, error, action, score}`; on success also the guest token and when it expires. */
export const verifyRecaptchaResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().nullable(),
  action: z.string().nullable(),
  score: z.number().nullable(),
  guestToken: z.string().optional(),
  expiresAt: z.string().optional(),
});
export type VerifyRecaptchaResponse = z.infer<typeof verifyRecaptchaResponseSchema>;

/** The action a guest's bot check must be made for. */
export const GUEST_LOGIN_ACTION = 'guest_login';

/** `GET /api/public-config`: what the page needs to know before anyone signs in. */
export const publicConfigSchema = z.object({
  botCheck: z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('altcha'), challengeUrl: z.string() }),
    z.object({ provider: z.literal('recaptcha'), siteKey: z.string() }),
  ]),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** `GET /api/guest/session`: the guest a guest token names. */
export const guestSessionSchema = z.object({ guestId: z.string(), expiresAt: z.string() });
export type GuestSession = z.infer<typeof guestSessionSchema>;

export const verifyTokenRequestSchema = z.strictObject({ token: z.string().min(1).max(2_000) });
export type VerifyTokenRequest = z.infer<typeof verifyTokenRequestSchema>;

export const ROLE_NAMES = ['player', 'analyst', 'admin'] as const;

/** `POST /api/user/verify-token`'s answer for a live session token. */
export const verifiedUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  roles: z.array(z.enum(ROLE_NAMES)),
});
export type VerifiedUser = z.infer<typeof verifiedUserSchema>;

/** `GET /api/user/me`: the spec's user profile (§3) and the roles, so the page can show admin links. */
export const currentUserSchema = verifiedUserSchema.extend({ photoURL: z.string().nullable() });
export type CurrentUserProfile = z.infer<typeof currentUserSchema>;

/**
 * `GET /api/user/me` also names the terms versions the player has accepted, on any device (issue 13 item 6),
 * so the app asks only for what is not accepted yet.
 */
export const meResponseSchema = currentUserSchema.extend({ acceptedTermsVersions: z.array(z.string()) });
export type MeResponse = z.infer<typeof meResponseSchema>;
