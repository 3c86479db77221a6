import { z } from 'zod';

/** The three social providers the sign-in page always offers (spec §1), in the order shown. */
export const SOCIAL_PROVIDERS = [
  { id: 'google', name: 'Google' },
  { id: 'github', name: 'GitHub' },
  { id: 'facebook', name: 'Facebook' },
] as const;

export const signInProviderSchema = z.object({
  /** better-auth's provider id: `google`, `github`, `facebook`, or `oidc` for the generic OpenID Connect one. */
  id: z.string(),
  /** The label the sign-in button shows. */
  name: z.string(),
  configured: z.boolean(),
});
export type SignInProvider = z.infer<typeof signInProviderSchema>;

/** `GET /api/sign-in/providers`: the three social providers, then the OpenID Connect one when configured. */
export const signInProvidersResponseSchema = z.object({ providers: z.array(signInProviderSchema) });
export type SignInProvidersResponse = z.infer<typeof signInProvidersResponseSchema>;

/** The `type` better-auth's oauth-popup completion page posts to its opener (better-auth 1.7.7). */
export const OAUTH_POPUP_MESSAGE_TYPE = 'better-auth:oauth-popup';
