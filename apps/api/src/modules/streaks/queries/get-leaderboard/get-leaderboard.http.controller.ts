import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  leaderboardSchema,
  leaderboardQuerySchema,
  type LeaderboardQuery,
  type LeaderboardRow,
} from '@quiz/contracts';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import { AllowAccess } from '../../../access/http/allow-access.decorator.js';
import { GetLeaderboardQuery } from './get-leaderboard.query.js';
import { Responds } from '../../../api-docs/http/responds.decorator.js';

/** `GET /api/streaks/leaderboard`: open to everyone, as spec §7 has it (ADR 0093). */
@Controller('streaks')
@AllowAccess('anonymous')
export class GetLeaderboardHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('leaderboard')
  @Responds(leaderboardSchema)
  leaderboard(
    @Query(new ZodValidationPipe(leaderboardQuerySchema)) query: LeaderboardQuery,
  ): Promise<LeaderboardRow[]> {
    return this.queryBus.execute(new GetLeaderboardQuery(query.topic, query.limit));
  }
}
