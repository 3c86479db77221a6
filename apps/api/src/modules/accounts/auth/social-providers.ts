import { genericOAuth } from 'better-auth/plugins';
import type { IdentityConfig } from '../../../config/identity-config.js';

/** The provider id the generic OpenID Connect provider is registered under (its callback is /api/auth/callback/oidc). */
export const OIDC_PROVIDER_ID = 'oidc';

/**
 * better-auth's built-in providers for the ones configured, and the generic OAuth plugin for an OpenID Connect
 * issuer, found through its discovery document when the api starts.
 */
export function socialSignInOptions(social: IdentityConfig['social']) {
  const socialProviders = {
    ...(social.google ? { google: { ...social.google, prompt: 'select_account' as const } } : {}),
    ...(social.github ? { github: { ...social.github } } : {}),
    ...(social.facebook ? { facebook: { ...social.facebook } } : {}),
  };
  const plugins = social.oidc
    ? [
        genericOAuth({
          config: [
            {
              providerId: OIDC_PROVIDER_ID,
              discoveryUrl: `${social.oidc.issuer}/.well-known/openid-configuration`,
              clientId: social.oidc.clientId,
              clientSecret: social.oidc.clientSecret,
              scopes: ['openid', 'email', 'profile'],
              pkce: true,
              // OpenID Connect names the account by `sub`, whether or not discovery lists ID token algorithms.
              accountSubject: ({ profile }) => String(profile.sub ?? ''),
            },
          ],
        }),
      ]
    : [];
  return { socialProviders, plugins };
}
