import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ROLE_CHANGES } from '../../access.tokens.js';
import type { RoleChanges } from '../../roles/role-changes.js';
import { RevokeRoleCommand } from './revoke-role.command.js';

/** Checks who may revoke the role, then records it: see RoleChanges (ADR 0193, 0194). */
@CommandHandler(RevokeRoleCommand)
export class RevokeRoleHandler implements ICommandHandler<RevokeRoleCommand> {
  constructor(@Inject(ROLE_CHANGES) private readonly roles: RoleChanges) {}

  execute(command: RevokeRoleCommand) {
    return this.roles.apply('revoke', command);
  }
}
