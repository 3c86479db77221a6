import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { getStoredToken, onStoredTokenRejected } from '@/lib/api-client';
import { readStorage, removeStorage, sessionKeys, storageKeys, writeStorage } from '@/lib/storage';
import { getSession } from '../api/get-session';
import { signInWithEmail } from '../api/sign-in';
import { signOutRemote } from '../api/sign-out';
import { signUpWithEmail } from '../api/sign-up';
import type { AuthResult, AuthUser } from '../api/types';
import { SessionContext, type AccessState, type SessionApi } from '../hooks/session-context';
import { useTokenKeeper } from '../hooks/use-token-keeper';
import { noteSessionEnded } from '../session-ended';

function termsAcceptedLocally(): boolean {
  return readStorage(storageKeys.acceptedTerms) === 'true';
}

/** A guest token kept from an earlier visit, while it has not expired. */
function storedGuestAccess(): boolean {
  const expiresAt = Date.parse(readStorage(storageKeys.guestExpiresAt) ?? '');
  return (
    readStorage(storageKeys.isGuest) === 'true' &&
    Boolean(readStorage(storageKeys.guestToken)) &&
    expiresAt > Date.now()
  );
}

function clearGuestAccess(): void {
  removeStorage(storageKeys.isGuest);
  removeStorage(storageKeys.guestToken);
  removeStorage(storageKeys.guestExpiresAt);
}

/**
 * Holds the access state (signed out / signed in / guest, spec §4). The token lives in
 * localStorage `token`; on start a stored token is checked with `get-session`.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [access, setAccess] = useState<AccessState>(() =>
    getStoredToken()
      ? { status: 'loading' }
      : storedGuestAccess()
        ? { status: 'guest' }
        : { status: 'signedOut' },
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
          // The stored session ended while the app was closed: /login says so.
          removeStorage(storageKeys.token);
          noteSessionEnded('expired');
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

  // A guest token is not renewed: when it expires the guest is back to signed out, as after logging out.
  useEffect(() => {
    if (access.status !== 'guest') return;
    const remainingMs = Date.parse(readStorage(storageKeys.guestExpiresAt) ?? '') - Date.now();
    const timer = setTimeout(
      () => {
        clearGuestAccess();
        setAccess({ status: 'signedOut' });
      },
      Number.isFinite(remainingMs) ? Math.max(0, remainingMs) : 0,
    );
    return () => clearTimeout(timer);
  }, [access.status]);

  const start = useCallback((result: AuthResult, termsNeeded: boolean, then?: () => void) => {
    clearGuestAccess();
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

  const adoptSession = useCallback(
    async (token: string, then?: () => void) => {
      const user = await getSession(token);
      if (!user) throw new Error('The new session was not accepted.');
      start({ token, user }, !termsAcceptedLocally(), then);
    },
    [start],
  );
  const continueAsGuest = useCallback((guestToken: string, expiresAt: string, then?: () => void) => {
    removeStorage(storageKeys.token);
    writeStorage(storageKeys.isGuest, 'true');
    writeStorage(storageKeys.guestToken, guestToken);
    writeStorage(storageKeys.guestExpiresAt, expiresAt);
    startTransition(() => {
      setTermsPending(false);
      setAccess({ status: 'guest' });
      then?.();
    });
  }, []);

  const signOut = useCallback(async (then?: () => void) => {
    const token = getStoredToken();
    await signOutRemote(token);
    removeStorage(storageKeys.token);
    clearGuestAccess();
    writeStorage(sessionKeys.introPlayed, 'true', 'session');
    startTransition(() => {
      setTermsPending(false);
      setAccess({ status: 'signedOut' });
      then?.();
    });
  }, []);

  /**
   * The session ended without the player asking (spec §9's expiry, or the server refusing the token): the token
   * goes, /login is told why, and the visitor route set sends any screen there. No dead-end error.
   */
  const accessRef = useRef(access);
  useEffect(() => {
    accessRef.current = access;
  });
  const expireSession = useCallback(() => {
    if (accessRef.current.status !== 'signedIn') return;
    removeStorage(storageKeys.token);
    noteSessionEnded('expired');
    writeStorage(sessionKeys.introPlayed, 'true', 'session');
    startTransition(() => {
      setTermsPending(false);
      setAccess({ status: 'signedOut' });
    });
  }, []);
  useEffect(() => onStoredTokenRejected(expireSession), [expireSession]);
  useTokenKeeper(access.status === 'signedIn' ? access.user.id : null, expireSession);

  const dismissTerms = useCallback(() => setTermsPending(false), []);

  const updateUser = useCallback((change: Partial<Pick<AuthUser, 'name' | 'image'>>) => {
    setAccess((current) =>
      current.status === 'signedIn' ? { status: 'signedIn', user: { ...current.user, ...change } } : current,
    );
  }, []);

  const api = useMemo<SessionApi>(
    () => ({
      access,
      termsPending,
      signIn,
      signUp,
      adoptSession,
      continueAsGuest,
      signOut,
      dismissTerms,
      updateUser,
    }),
    [access, termsPending, signIn, signUp, adoptSession, continueAsGuest, signOut, dismissTerms, updateUser],
  );

  return <SessionContext value={api}>{children}</SessionContext>;
}
