import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  listTermsAcceptancesQuerySchema,
  type ListTermsAcceptancesQuery as ListQuery,
  type TermsAcceptancePage,
} from '@quiz/contracts';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import { AdminOnlyGuard } from '../../../accounts/auth/admin-only.guard.js';
import { BearerAuthGuard } from '../../../accounts/auth/bearer-auth.guard.js';
import { ListTermsAcceptancesQuery } from './list-terms-acceptances.query.js';

@Controller('terms')
@UseGuards(BearerAuthGuard, AdminOnlyGuard)
export class ListTermsAcceptancesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('acceptances')
  list(
    @Query(new ZodValidationPipe(listTermsAcceptancesQuerySchema)) query: ListQuery,
  ): Promise<TermsAcceptancePage> {
    return this.queryBus.execute(new ListTermsAcceptancesQuery(query.version, query.limit, query.cursor));
  }
}
