import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { playParamsSchema, replaySchema, type PlayParams, type ReplayBody } from '@quiz/contracts';
import { Responds } from '../../../api-docs/http/responds.decorator.js';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import type { AuthenticatedUser } from '../../../accounts/auth/better-auth.js';
import { CurrentUser } from '../../../accounts/auth/current-user.decorator.js';
import { AllowAccess } from '../../../access/http/allow-access.decorator.js';
import { ReplayPlayQuery } from './replay-play.query.js';

/** `GET /api/analyst/plays/{mode}/{id}/replay`: every step of a solo round or a game, with its state. */
@Controller('analyst')
@AllowAccess('analyst', 'admin')
export class ReplayPlayHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('plays/:mode/:id/replay')
  @Responds(replaySchema)
  replay(
    @CurrentUser() caller: AuthenticatedUser,
    @Param(new ZodValidationPipe(playParamsSchema)) { mode, id }: PlayParams,
  ): Promise<ReplayBody> {
    return this.queryBus.execute(new ReplayPlayQuery(caller, mode, id));
  }
}
