import type { Decider } from '../shared/decider.js';
import { DomainError } from '../shared/domain-error.js';
import {
  evolveAccess,
  initialAccessState,
  type AccessEvent,
  type AccessState,
  type RoleChangeSource,
} from './access.events.js';
import { GRANTABLE_ROLES, isGrantableRole, type GrantableRole } from './access.rules.js';

export interface GrantRole {
  type: 'GrantRole';
  data: { userId: string; role: string; source: RoleChangeSource; actorId?: string };
  metadata: { now: Date };
}

export interface RevokeRole {
  type: 'RevokeRole';
  data: { userId: string; role: string; source: RoleChangeSource; actorId?: string };
  metadata: { now: Date };
}

export type AccessCommand = GrantRole | RevokeRole;

/** One stream per account holds its granted roles (ADR 0020). */
export const accessStreamName = (userId: string) => `access-${userId}`;

/** The role named, when it is one that can be granted or revoked; otherwise a validation refusal. */
export function grantableRole(role: string): GrantableRole {
  if (role === 'player') {
    throw new DomainError(
      'validation',
      'ACCESS.PLAYER_IS_DEFAULT',
      'Every account is a player already; only analyst and admin can be granted or revoked.',
    );
  }
  if (!isGrantableRole(role)) {
    throw new DomainError(
      'validation',
      'ACCESS.UNKNOWN_ROLE',
      `Unknown role '${role}'. Roles that can be granted: ${GRANTABLE_ROLES.join(', ')}.`,
    );
  }
  return role;
}

export function decideAccessChange(command: AccessCommand, state: AccessState): AccessEvent[] {
  const role = grantableRole(command.data.role);
  const { userId, source, actorId } = command.data;
  const by = actorId === undefined ? {} : { actorId };
  const at = command.metadata.now.toISOString();
  switch (command.type) {
    case 'GrantRole':
      // Granting a role already held records nothing: restarts with ADMIN_EMAILS stay quiet.
      if (state.roles.has(role)) return [];
      return [{ type: 'RoleGranted', data: { userId, role, grantedAt: at, source, ...by } }];
    case 'RevokeRole':
      if (!state.roles.has(role)) return [];
      return [{ type: 'RoleRevoked', data: { userId, role, revokedAt: at, source, ...by } }];
  }
}

export const accessDecider: Decider<AccessState, AccessCommand, AccessEvent> = {
  initialState: initialAccessState,
  evolve: evolveAccess,
  decide: decideAccessChange,
};
