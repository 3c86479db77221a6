import { randomUUID } from 'node:crypto';
import { Controller, Delete, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  accountRoleParamsSchema,
  roleChangeResultSchema,
  type AccountRoleParams,
  type RoleChangeResult,
} from '@quiz/contracts';
import { DataSource } from 'typeorm';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import type { AuthenticatedUser } from '../../../accounts/auth/better-auth.js';
import { CurrentUser } from '../../../accounts/auth/current-user.decorator.js';
import { Responds } from '../../../api-docs/http/responds.decorator.js';
import { AllowAccess } from '../../http/allow-access.decorator.js';
import { roleChangeResult } from '../../roles/role-change-result.js';
import { RevokeRoleCommand } from './revoke-role.command.js';

/**
 * `DELETE /api/admin/accounts/:userId/roles/:role`: an admin revokes analyst or admin (ADR 0193). Idempotent:
 * asking for what already holds records nothing and says so. The event names the admin.
 */
@Controller('admin/accounts')
@AllowAccess('admin')
export class RevokeRoleHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  @Delete(':userId/roles/:role')
  @Responds(roleChangeResultSchema)
  async revoke(
    @CurrentUser() admin: AuthenticatedUser,
    @Param(new ZodValidationPipe(accountRoleParamsSchema)) params: AccountRoleParams,
  ): Promise<RoleChangeResult> {
    const outcome = await this.commandBus.execute(
      new RevokeRoleCommand(randomUUID(), params.userId, params.role, 'admin', admin.id),
    );
    return roleChangeResult(this.dataSource, 'revoke', params, outcome);
  }
}
