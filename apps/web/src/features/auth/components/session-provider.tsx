import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { getStoredToken } from '@/lib/api-client';
import { readStorage, removeStorage, sessionKeys, storageKeys, writeStorage } from '@/lib/storage';
import { getSession } from '../api/get-session';
import { signInWithEmail } from '../api/sign-in';
import { signOutRemote } from '../api/sign-out';
import { signUpWithEmail } from '../api/sign-up';
import type { AuthResult } from '../api/types';
import { SessionContext, type AccessState, type SessionApi } from '../hooks/session-context';

function termsAcceptedLocally(): boolean {
  return readStorage(storageKeys.acceptedTerms) === 'true';
}

/**
 * Holds the access state (signed out / signed in / guest, spec §4). The token lives in
 * localStorage `token`; on start a stored token is checked with `get-session`.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [access, setAccess] = useState<AccessState>(() =>
    getStoredToken() ? { status: 'loading' } : { status: 'signedOut' },
  );
  const [termsPending, setTermsPending] = useState(false);

  useEffect(() => {
    const token = getStoredToken();
    if (!token) return;
    const controller = new AbortController();
    getSession(token, controller.signal)
      .then((user) => {
        if (user) {
          setAccess({ status: 'signedIn', user });
          setTermsPending(!termsAcceptedLocally());
        } else {
          removeStorage(storageKeys.token);
          setAccess({ status: 'signedOut' });
        }
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not restore the session', error);
        setAccess({ status: 'signedOut' });
      });
    return () => controller.abort();
  }, []);

  const start = useCallback((result: AuthResult, termsNeeded: boolean, then?: () => void) => {
    writeStorage(storageKeys.token, result.token);
    startTransition(() => {
      setAccess({ status: 'signedIn', user: result.user });
      setTermsPending(termsNeeded);
      then?.();
    });
  }, []);

  const signIn = useCallback(
    async (email: string, password: string, then?: () => void) => {
      const result = await signInWithEmail({ email, password });
      start(result, !termsAcceptedLocally(), then);
    },
    [start],
  );

  const signUp = useCallback(
    async (name: string, email: string, password: string, then?: () => void) => {
      const result = await signUpWithEmail({ name, email, password });
      start(result, true, then);
    },
    [start],
  );

  const signOut = useCallback(async (then?: () => void) => {
    const token = getStoredToken();
    await signOutRemote(token);
    removeStorage(storageKeys.token);
    writeStorage(sessionKeys.introPlayed, 'true', 'session');
    startTransition(() => {
      setTermsPending(false);
      setAccess({ status: 'signedOut' });
      then?.();
    });
  }, []);

  const dismissTerms = useCallback(() => setTermsPending(false), []);

  const api = useMemo<SessionApi>(
    () => ({ access, termsPending, signIn, signUp, signOut, dismissTerms }),
    [access, termsPending, signIn, signUp, signOut, dismissTerms],
  );

  return <SessionContext value={api}>{children}</SessionContext>;
}
