import { Controller, ForbiddenException, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { mayReadAnswersOf } from '@quiz/domain';
import {
  userAnswersForStatsSchema,
  STATS_ANSWERS_LIMIT,
  userAnswersForStatsParamsSchema,
  type AnswerRecord,
} from '@quiz/contracts';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import type { AuthenticatedUser } from '../../../accounts/auth/better-auth.js';
import { CurrentUser } from '../../../accounts/auth/current-user.decorator.js';
import { AllowAccess } from '../../../access/http/allow-access.decorator.js';
import { ListAnswersForStatsQuery } from './list-answers-for-stats.query.js';
import { Responds } from '../../../api-docs/http/responds.decorator.js';

/**
 * `GET /api/answers/user-answers/{uid}`: a player's answers for the stats panel, to that player or an admin
 * only (ADR 0091). No token is 401 (from the access guard); another account is 403.
 */
@Controller('answers')
@AllowAccess('player')
export class ListAnswersForStatsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('user-answers/:uid')
  @Responds(userAnswersForStatsSchema)
  async list(
    @CurrentUser() caller: AuthenticatedUser,
    @Param(new ZodValidationPipe(userAnswersForStatsParamsSchema)) { uid }: { uid: string },
  ): Promise<AnswerRecord[]> {
    if (!mayReadAnswersOf({ userId: caller.id, roles: caller.roles }, uid)) {
      throw new ForbiddenException({
        code: 'FORBIDDEN',
        message: 'Only the player and admins may read these answers.',
      });
    }
    return this.queryBus.execute(new ListAnswersForStatsQuery(uid, STATS_ANSWERS_LIMIT));
  }
}
