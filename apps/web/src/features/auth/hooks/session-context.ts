import { createContext } from 'react';
import type { AuthUser } from '../api/types';

/** Spec §4 access states, plus `loading` while a stored token is being checked. */
export type AccessState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: AuthUser }
  | { status: 'guest' };

export interface SessionApi {
  access: AccessState;
  /** The terms prompt is open: after sign-up, after sign-in while the Terms v1 are not accepted, or on request. */
  termsPending: boolean;
  /**
   * The signed-in player has accepted the Terms v1, on any device (the server says) or on this one; null until
   * known. "Not now" may browse but not play (issue 13 item 6).
   */
  termsAccepted: boolean | null;
  /** Opens the terms prompt again, e.g. from /play when they were put off. */
  askTerms: () => void;
  /**
   * The `then` callbacks run in the same transition as the access change, so a navigation
   * made there lands together with the new route set (no redirect from the old one first).
   */
  signIn: (email: string, password: string, then?: () => void) => Promise<void>;
  signUp: (name: string, email: string, password: string, then?: () => void) => Promise<void>;
  /**
   * Adopts a session token obtained elsewhere (the social sign-in popup): checks it with `get-session`, then
   * signs in as `signIn` does. Rejects when the api does not accept the token.
   */
  adoptSession: (token: string, then?: () => void) => Promise<void>;
  /**
   * Enters guest access after a passed bot check: sets the isGuest flag, keeps the guest token under its own
   * key and clears `token` (spec §4).
   */
  continueAsGuest: (guestToken: string, expiresAt: string, then?: () => void) => void;
  /** Signs out remotely (guests: locally), clears the tokens and sets the intro-played flag. */
  signOut: (then?: () => void) => Promise<void>;
  /** The terms prompt was answered (or put off) for now. */
  dismissTerms: () => void;
  /** Shows a profile edit (name, avatar) at once wherever the signed-in user is shown, e.g. the top bar. */
  updateUser: (change: Partial<Pick<AuthUser, 'name' | 'image'>>) => void;
}

export const SessionContext = createContext<SessionApi | null>(null);
