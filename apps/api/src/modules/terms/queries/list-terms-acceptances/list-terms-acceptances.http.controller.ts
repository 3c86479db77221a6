import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  termsAcceptancePageSchema,
  listTermsAcceptancesQuerySchema,
  type ListTermsAcceptancesQuery as ListQuery,
  type TermsAcceptancePage,
} from '@quiz/contracts';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import { AllowAccess } from '../../../access/http/allow-access.decorator.js';
import { ListTermsAcceptancesQuery } from './list-terms-acceptances.query.js';
import { Responds } from '../../../api-docs/http/responds.decorator.js';

@Controller('terms')
@AllowAccess('admin')
export class ListTermsAcceptancesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('acceptances')
  @Responds(termsAcceptancePageSchema)
  list(
    @Query(new ZodValidationPipe(listTermsAcceptancesQuerySchema)) query: ListQuery,
  ): Promise<TermsAcceptancePage> {
    const { limit, cursor, ...filter } = query;
    return this.queryBus.execute(new ListTermsAcceptancesQuery(filter, limit, cursor));
  }
}
