import { useEffect, useState } from 'react';
import { SOCIAL_PROVIDERS, type SignInProvider } from '@quiz/contracts';
import { getSignInProviders } from '../api/get-sign-in-providers';

export type ProvidersState =
  | { status: 'loading'; providers: SignInProvider[] }
  | { status: 'ready'; providers: SignInProvider[] }
  | { status: 'unavailable'; providers: SignInProvider[] };

/** The three buttons show at once; which of them work (and the OpenID Connect one) comes from the api. */
const placeholders: SignInProvider[] = SOCIAL_PROVIDERS.map(({ id, name }) => ({
  id,
  name,
  configured: false,
}));

export function useSignInProviders(): ProvidersState {
  const [state, setState] = useState<ProvidersState>({ status: 'loading', providers: placeholders });
  useEffect(() => {
    const controller = new AbortController();
    getSignInProviders(controller.signal)
      .then((providers) => setState({ status: 'ready', providers }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not load the sign-in providers', error);
        setState({ status: 'unavailable', providers: placeholders });
      });
    return () => controller.abort();
  }, []);
  return state;
}
