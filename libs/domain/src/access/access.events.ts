import type { DomainEvent } from '../shared/decider.js';
import type { GrantableRole } from './access.rules.js';

/**
 * Who asked: an operator at the command line, the ADMIN_EMAILS list at start or sign-up, or an admin on the
 * roles screen (then `actorId` names that admin's account, so every change made in the product is auditable).
 */
export type RoleChangeSource = 'cli' | 'admin-emails' | 'admin';

export type RoleGranted = DomainEvent<
  'RoleGranted',
  { userId: string; role: GrantableRole; grantedAt: string; source: RoleChangeSource; actorId?: string }
>;

export type RoleRevoked = DomainEvent<
  'RoleRevoked',
  { userId: string; role: GrantableRole; revokedAt: string; source: RoleChangeSource; actorId?: string }
>;

export type AccessEvent = RoleGranted | RoleRevoked;

export interface AccessState {
  roles: ReadonlySet<GrantableRole>;
}

export const initialAccessState = (): AccessState => ({ roles: new Set() });

export function evolveAccess(state: AccessState, event: AccessEvent): AccessState {
  const roles = new Set(state.roles);
  switch (event.type) {
    case 'RoleGranted':
      roles.add(event.data.role);
      return { roles };
    case 'RoleRevoked':
      roles.delete(event.data.role);
      return { roles };
  }
}
