import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TERMS_VERSION } from '@/features/terms/api/accept-terms';
import { getStoredToken, onStoredTokenRejected } from '@/lib/api-client';
import { readStorage, removeStorage, sessionKeys, storageKeys, writeStorage } from '@/lib/storage';
import { getMe } from '../api/get-me';
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
  // Whether the signed-in player has accepted the current terms: null until the server has said (issue 13 item 6).
  const [termsAccepted, setTermsAccepted] = useState<boolean | null>(null);
  // Signed in without a sign-up: the prompt waits for the server, which knows what was accepted on other devices.
  const termsFromServer = useRef(false);

  useEffect(() => {
    const token = getStoredToken();
    if (!token) return;
    const controller = new AbortController();
    getSession(token, controller.signal)
      .then((user) => {
        if (user) {
          termsFromServer.current = true;
          setAccess({ status: 'signedIn', user });
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

  /** `termsNeeded` null: ask the server whether this player has accepted the terms. */
  const start = useCallback((result: AuthResult, termsNeeded: boolean | null, then?: () => void) => {
    clearGuestAccess();
    writeStorage(storageKeys.token, result.token);
    termsFromServer.current = termsNeeded === null;
    startTransition(() => {
      setAccess({ status: 'signedIn', user: result.user });
      setTermsAccepted(termsNeeded === null ? null : !termsNeeded);
      setTermsPending(termsNeeded === true);
      then?.();
    });
  }, []);

  const signIn = useCallback(
    async (email: string, password: string, then?: () => void) => {
      const result = await signInWithEmail({ email, password });
      start(result, null, then);
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
      start({ token, user }, null, then);
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

  // The server knows what this player accepted on any device; this device's flag (spec §7: kept when the
  // acceptance could not reach the server) also counts. Without an answer, the flag alone decides.
  const userId = access.status === 'signedIn' ? access.user.id : null;
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    const settle = (acceptedOnServer: boolean) => {
      const accepted = acceptedOnServer || termsAcceptedLocally();
      setTermsAccepted((current) => current === true || accepted);
      if (termsFromServer.current) setTermsPending(!accepted);
      termsFromServer.current = false;
    };
    getMe(controller.signal).then(
      (me) => settle(me.acceptedTermsVersions.includes(TERMS_VERSION)),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not read the accepted terms', error);
        settle(false);
      },
    );
    return () => controller.abort();
  }, [userId]);

  const dismissTerms = useCallback(() => {
    setTermsPending(false);
    // An acceptance that went through (or was kept on this device) set the flag.
    if (termsAcceptedLocally()) setTermsAccepted(true);
  }, []);
  const askTerms = useCallback(() => setTermsPending(true), []);

  const updateUser = useCallback((change: Partial<Pick<AuthUser, 'name' | 'image'>>) => {
    setAccess((current) =>
      current.status === 'signedIn' ? { status: 'signedIn', user: { ...current.user, ...change } } : current,
    );
  }, []);

  const api = useMemo<SessionApi>(
    () => ({
      access,
      termsPending,
      termsAccepted,
      askTerms,
      signIn,
      signUp,
      adoptSession,
      continueAsGuest,
      signOut,
      dismissTerms,
      updateUser,
    }),
    [
      access,
      termsPending,
      termsAccepted,
      askTerms,
      signIn,
      signUp,
      adoptSession,
      continueAsGuest,
      signOut,
      dismissTerms,
      updateUser,
    ],
  );

  return <SessionContext value={api}>{children}</SessionContext>;
}
