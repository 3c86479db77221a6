/**
 * The browser storage keys the product uses (spec §3). Every read and write goes through
 * these helpers so a blocked storage (private mode, quota) never breaks a screen.
 */
export const storageKeys = {
  token: 'token',
  topic: 'topic',
  acceptedTerms: 'acceptedTerms_v1',
  agreedToPrivacy: 'agreedToPrivacy',
  /** Guest access (spec §4): the flag, and the guest token under its own key, never under `token`. */
  isGuest: 'isGuest',
  guestToken: 'guestToken',
  guestExpiresAt: 'guestExpiresAt',
  /** The difficulty last chosen on the topic screen, offered again on return. */
  difficulty: 'difficulty',
  /** A guest's recent topics (JSON array, most recent first); a signed-in player's live on the server. */
  recentTopics: 'recentTopics',
} as const;

export const sessionKeys = {
  introPlayed: 'introPlayed',
  demoProgress: 'demoProgress',
  /** Why the session ended without the player asking, for /login to say once. */
  sessionEnded: 'sessionEnded',
  /** The rounds of the game in progress, for its running score and end-of-game summary (ADR 0179). */
  game: 'game',
  /** The round on /play, so a reload resumes it (issue 13 item 5). */
  playRound: 'playRound',
} as const;

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    /* storage unavailable: the value lives only for this page */
  }
}

export function removeStorage(key: string, which: Area = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    /* nothing to remove */
  }
}
