import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  userAnswersPageSchema,
  listUserAnswersQuerySchema,
  type ListUserAnswersQuery as ListQuery,
  type UserAnswersPage,
} from '@quiz/contracts';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import type { AuthenticatedUser } from '../../../accounts/auth/better-auth.js';
import { CurrentUser } from '../../../accounts/auth/current-user.decorator.js';
import { AllowAccess } from '../../../access/http/allow-access.decorator.js';
import { ListUserAnswersQuery } from './list-user-answers.query.js';
import { wordsTsQuery } from './search-terms.js';
import { Responds } from '../../../api-docs/http/responds.decorator.js';

@Controller('answers')
@AllowAccess('player')
export class ListUserAnswersHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('user-answers')
  @Responds(userAnswersPageSchema)
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(listUserAnswersQuerySchema)) query: ListQuery,
  ): Promise<UserAnswersPage> {
    const tsQuery = query.q === undefined ? undefined : wordsTsQuery(query.q);
    // Text without a single word (only punctuation) can match no answer.
    if (tsQuery === null) return { items: [], nextCursor: null };
    return this.queryBus.execute(
      new ListUserAnswersQuery(
        user.id,
        { tsQuery, incorrectOnly: query.incorrect, topic: query.topic, subtopic: query.subtopic },
        query.sort,
        query.limit,
        query.cursor,
      ),
    );
  }
}
