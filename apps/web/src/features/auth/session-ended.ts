import { readStorage, removeStorage, sessionKeys, writeStorage } from '@/lib/storage';

export type SessionEndReason = 'expired';

const MESSAGES: Record<SessionEndReason, string> = {
  expired: 'Your session has expired. Please sign in again.',
};

/** Kept for /login in this tab: why the player was signed out without asking. */
export function noteSessionEnded(reason: SessionEndReason): void {
  writeStorage(sessionKeys.sessionEnded, reason, 'session');
}

/** The message for /login, if the session ended without the player asking. */
export function readSessionEndedMessage(): string | null {
  const reason = readStorage(sessionKeys.sessionEnded, 'session');
  return reason && reason in MESSAGES ? MESSAGES[reason as SessionEndReason] : null;
}

/** Said once: /login clears it after showing it, so a later visit does not repeat it. */
export function clearSessionEnded(): void {
  removeStorage(sessionKeys.sessionEnded, 'session');
}
