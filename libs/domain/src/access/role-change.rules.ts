import { DomainError } from '../shared/domain-error.js';
import { grantableRole } from './access.commands.js';
import type { GrantableRole } from './access.rules.js';

export type RoleChange = 'grant' | 'revoke';

/**
 * Who asks for a change: an admin's account on the roles screen (with the roles the event store says it holds
 * now, not what its session remembers), or the operator (the CLI, the ADMIN_EMAILS list), who stands outside
 * the product and answers for the machine.
 */
export type RoleChangeActor =
  { kind: 'account'; userId: string; roles: ReadonlySet<GrantableRole> } | { kind: 'operator' };

export interface RoleChangeFacts {
  actor: RoleChangeActor;
  /** The account whose roles change; `exists` is false when no account has that id. */
  target: { userId: string; exists: boolean; roles: ReadonlySet<GrantableRole> };
  /** How many accounts hold admin now, counting the target. */
  admins: number;
}

/** `change`: record the event; `unchanged`: the account already is as asked (granting a held role, …). */
export type RoleChangeVerdict = 'change' | 'unchanged';

export const OWN_ADMIN_ROLE_REFUSAL =
  'You cannot revoke your own admin role: another admin can, so that nobody locks themselves out.';

/**
 * Whether an admin (`actorId`; null for the operator) would revoke their own admin role, which nobody may do in
 * the product. The roles screen asks it to disable that button; `checkRoleChange` refuses it.
 */
export function revokesOwnAdminRole(
  change: RoleChange,
  role: GrantableRole,
  actorId: string | null,
  targetId: string,
): boolean {
  return change === 'revoke' && role === 'admin' && actorId !== null && actorId === targetId;
}

/**
 * Who may change which role of whom (ADR 0193). Only admins, and the operator, change roles. Nobody revokes
 * their own admin role (a slip would lock them out; another admin can), and no change made in the product
 * removes the last admin, so the product always has someone who can hand out roles. (With the first two rules an
 * admin revoking another always leaves one; the count is checked all the same, as the rule that matters.) The
 * operator is the way back in when every admin is gone, and may do what it likes. Asking for what already holds
 * changes nothing. Throws the refusal; returns whether there is anything to record.
 */
export function checkRoleChange(
  change: RoleChange,
  roleName: string,
  facts: RoleChangeFacts,
): RoleChangeVerdict {
  const role = grantableRole(roleName);
  const { actor, target } = facts;
  if (actor.kind === 'account' && !actor.roles.has('admin')) {
    throw new DomainError('forbidden', 'ACCESS.ADMINS_ONLY', 'Only admins can grant or revoke roles.');
  }
  if (!target.exists) {
    throw new DomainError('not_found', 'ACCESS.UNKNOWN_ACCOUNT', 'No account has this id.');
  }
  const holds = target.roles.has(role);
  if (change === 'grant') return holds ? 'unchanged' : 'change';
  if (!holds) return 'unchanged';
  if (revokesOwnAdminRole(change, role, actor.kind === 'account' ? actor.userId : null, target.userId)) {
    throw new DomainError('forbidden', 'ACCESS.OWN_ADMIN_ROLE', OWN_ADMIN_ROLE_REFUSAL);
  }
  if (role === 'admin' && actor.kind === 'account' && facts.admins <= 1) {
    throw new DomainError(
      'illegal_state',
      'ACCESS.LAST_ADMIN',
      'This is the last admin: grant admin to another account before revoking it here.',
    );
  }
  return 'change';
}
