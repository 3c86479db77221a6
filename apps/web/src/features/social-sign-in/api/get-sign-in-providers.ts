import { signInProvidersResponseSchema, type SignInProvider } from '@quiz/contracts';
import { apiClient } from '@/lib/api-client';

/** `GET /api/sign-in/providers`: the three social providers (configured or not), then the OpenID Connect one. */
export async function getSignInProviders(signal?: AbortSignal): Promise<SignInProvider[]> {
  const answer = await apiClient.get('/api/sign-in/providers', {
    token: null,
    signal,
    schema: signInProvidersResponseSchema,
  });
  return answer.providers;
}
