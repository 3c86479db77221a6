import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ROLE_CHANGES } from '../../access.tokens.js';
import type { RoleChanges } from '../../roles/role-changes.js';
import { GrantRoleCommand } from './grant-role.command.js';

/** Checks who may grant the role, then records it: see RoleChanges (ADR 0193, 0194). */
@CommandHandler(GrantRoleCommand)
export class GrantRoleHandler implements ICommandHandler<GrantRoleCommand> {
  constructor(@Inject(ROLE_CHANGES) private readonly roles: RoleChanges) {}

  execute(command: GrantRoleCommand) {
    return this.roles.apply('grant', command);
  }
}
