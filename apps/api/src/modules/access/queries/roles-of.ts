import { levelsOf, type Role } from '@quiz/domain';
import type { AuthenticatedUser } from '../../accounts/auth/better-auth.js';

/** An account's roles as clients see them: player always, then what was granted. */
export function rolesOf(user: AuthenticatedUser): Role[] {
  return levelsOf('user', user.roles).filter(
    (level): level is Role => level !== 'anonymous' && level !== 'guest',
  );
}
