import { useEffect, useRef } from 'react';
import { isTokenExpired, nextTokenStep, tokenCountsExpiredAt } from '@quiz/domain';
import { getStoredToken } from '@/lib/api-client';
import { storageKeys, writeStorage } from '@/lib/storage';
import { readLiveSession } from '../api/session-expiry';
import { verifyToken } from '../api/verify-token';

/** After a failed refresh (network), ask again this soon, never later than the token's end. */
const RETRY_AFTER_FAILURE_MS = 30_000;

/**
 * Keeps the signed-in user's token alive (spec §9): learns its expiry from get-session, refreshes it
 * 5 minutes before, and calls `onExpired` once it counts as expired (30 s before its end) or the server
 * no longer knows it. Each time the signed-in user changes it also tells the backend (verify-token).
 */
export function useTokenKeeper(userId: string | null, onExpired: () => void): void {
  const onExpiredRef = useRef(onExpired);
  useEffect(() => {
    onExpiredRef.current = onExpired;
  });

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    let timer: number | undefined;
    let knownExpiry: number | null = null;
    let refreshedExpiry: number | null = null;

    const expire = () => {
      if (!controller.signal.aborted) onExpiredRef.current();
    };

    const plan = (expiresAt: number) => {
      const step = nextTokenStep(expiresAt, Date.now(), refreshedExpiry === expiresAt);
      if (step.kind === 'expired') return expire();
      timer = window.setTimeout(step.kind === 'refresh' ? () => void refresh() : expire, step.inMs);
    };

    const refresh = async (): Promise<boolean> => {
      const token = getStoredToken();
      if (!token) return false;
      const dueForRefresh = knownExpiry !== null;
      try {
        const session = await readLiveSession(token, controller.signal);
        if (!session) {
          expire();
          return false;
        }
        if (session.rotatedToken) writeStorage(storageKeys.token, session.rotatedToken);
        // A refresh that did not move the expiry will not move it on a second try either.
        if (dueForRefresh && session.expiresAt === knownExpiry) refreshedExpiry = session.expiresAt;
        knownExpiry = session.expiresAt;
        plan(session.expiresAt);
        return true;
      } catch (error) {
        if (controller.signal.aborted) return false;
        console.warn('Could not refresh the session', error);
        if (knownExpiry !== null && isTokenExpired(knownExpiry, Date.now())) {
          expire();
          return false;
        }
        const untilExpired =
          knownExpiry === null ? RETRY_AFTER_FAILURE_MS : tokenCountsExpiredAt(knownExpiry) - Date.now();
        timer = window.setTimeout(() => void refresh(), Math.min(RETRY_AFTER_FAILURE_MS, untilExpired));
        return false;
      }
    };

    void refresh().then((alive) => {
      const token = getStoredToken();
      if (alive && token && !controller.signal.aborted) void verifyToken(token);
    });

    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [userId]);
}
