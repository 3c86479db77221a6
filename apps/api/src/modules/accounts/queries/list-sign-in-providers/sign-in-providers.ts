import { SOCIAL_PROVIDERS, type SignInProvider, type SignInProvidersResponse } from '@quiz/contracts';
import type { IdentityConfig } from '../../../../config/identity-config.js';
import { OIDC_PROVIDER_ID } from '../../auth/social-providers.js';

/** Which sign-in buttons work: decided by the configuration alone, so the answer is the same on every node. */
export function signInProviders(social: IdentityConfig['social']): SignInProvidersResponse {
  const providers: SignInProvider[] = SOCIAL_PROVIDERS.map(({ id, name }) => ({
    id,
    name,
    configured: Boolean(social[id]),
  }));
  if (social.oidc) providers.push({ id: OIDC_PROVIDER_ID, name: social.oidc.name, configured: true });
  return { providers };
}
