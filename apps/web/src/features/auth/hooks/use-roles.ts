import { useEffect, useState } from 'react';
import type { CurrentUserProfile } from '@quiz/contracts';
import { getMe } from '../api/get-me';
import { useSession } from './use-session';

type Roles = CurrentUserProfile['roles'];
const NONE: Roles = [];

/**
 * The signed-in user's roles, for showing links to screens only some roles may use. The api still decides:
 * this only spares other players a link to a refusal. Empty for guests, while loading, and on failure.
 */
export function useRoles(): Roles {
  const { access } = useSession();
  const userId = access.status === 'signedIn' ? access.user.id : null;
  // Keyed by user, so a previous user's roles are never shown to the next one.
  const [loaded, setLoaded] = useState<{ userId: string; roles: Roles } | null>(null);

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    getMe(controller.signal)
      .then((me) => setLoaded({ userId, roles: me.roles }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not load the roles', error);
      });
    return () => controller.abort();
  }, [userId]);

  return userId && loaded?.userId === userId ? loaded.roles : NONE;
}
