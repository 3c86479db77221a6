import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  topicSuggestionsQuerySchema,
  topicSuggestionsResponseSchema,
  type TopicSuggestionsQuery,
  type TopicSuggestionsResponse,
} from '@quiz/contracts';
import { Responds } from '../../../api-docs/http/responds.decorator.js';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import { AllowAccess } from '../../../access/http/allow-access.decorator.js';
import { CurrentPrincipal } from '../../../access/http/current-principal.decorator.js';
import type { Principal } from '../../../access/http/principal.js';
import { SuggestTopicsQuery } from './suggest-topics.query.js';

/** `GET /api/topics/suggestions`: for the topic screen, which signed-in players and guests see. */
@Controller('topics')
@AllowAccess('player', 'guest')
export class SuggestTopicsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('suggestions')
  @Responds(topicSuggestionsResponseSchema)
  suggestions(
    @CurrentPrincipal() principal: Principal,
    @Query(new ZodValidationPipe(topicSuggestionsQuerySchema)) query: TopicSuggestionsQuery,
  ): Promise<TopicSuggestionsResponse> {
    const userId = principal.kind === 'user' ? principal.user.id : null;
    return this.queryBus.execute(new SuggestTopicsQuery(query.q, query.recent, userId, query.limit));
  }
}
