import { randomUUID } from 'node:crypto';
import { Body, Controller, Headers, Inject, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { UserEvent, UserProfileChanged } from '@quiz/domain';
import {
  updateProfileResponseSchema,
  updateProfileRequestSchema,
  type UpdateProfileRequest,
  type UpdateProfileResponse,
} from '@quiz/contracts';
import { DataSource } from 'typeorm';
import type { CommandOutcome } from '../../../../infra/event-store/command-processor.js';
import { commandIdFrom } from '../../../../infra/http/idempotency-key.js';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import { AllowAccess } from '../../../access/http/allow-access.decorator.js';
import { rolesOf } from '../../../access/queries/roles-of.js';
import type { AuthenticatedUser } from '../../auth/better-auth.js';
import { CurrentUser } from '../../auth/current-user.decorator.js';
import { ChangeProfileCommand } from './change-profile.command.js';
import { Responds } from '../../../api-docs/http/responds.decorator.js';

/**
 * `PATCH /api/user/me`: the signed-in player edits their display name and avatar (ADR 0092). The answer is the
 * profile as it now stands; `GET /api/user/me` shows it once the projections have caught up (milliseconds).
 */
@Controller('user')
@AllowAccess('player')
export class ChangeProfileHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  @Patch('me')
  @Responds(updateProfileResponseSchema)
  async change(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(updateProfileRequestSchema)) body: UpdateProfileRequest,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<UpdateProfileResponse> {
    const outcome = await this.commandBus.execute<ChangeProfileCommand, CommandOutcome<UserEvent>>(
      new ChangeProfileCommand(
        commandIdFrom(idempotencyKey) ?? randomUUID(),
        user.id,
        body.displayName,
        body.photoURL,
      ),
    );
    const change = outcome.events.find((e): e is UserProfileChanged => e.type === 'UserProfileChanged');
    const [stored] = (await this.dataSource.query(`SELECT name, image FROM "user" WHERE id = $1`, [
      user.id,
    ])) as { name: string; image: string | null }[];
    return {
      uid: user.id,
      email: user.email,
      displayName: change?.data.displayName ?? stored?.name ?? user.displayName,
      photoURL: change?.data.photoURL !== undefined ? change.data.photoURL : (stored?.image ?? null),
      roles: rolesOf(user),
      recorded: outcome.recorded,
    };
  }
}
