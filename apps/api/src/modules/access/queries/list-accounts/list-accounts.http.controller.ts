import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  accountsPageSchema,
  listAccountsQuerySchema,
  type AccountsPage,
  type ListAccountsQuery as Filters,
} from '@quiz/contracts';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import { Responds } from '../../../api-docs/http/responds.decorator.js';
import { AllowAccess } from '../../http/allow-access.decorator.js';
import { ListAccountsQuery } from './list-accounts.query.js';

/** `GET /api/admin/accounts`: who holds which role, for the roles screen (admins only: it shows e-mails). */
@Controller('admin')
@AllowAccess('admin')
export class ListAccountsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('accounts')
  @Responds(accountsPageSchema)
  list(@Query(new ZodValidationPipe(listAccountsQuerySchema)) filters: Filters): Promise<AccountsPage> {
    return this.queryBus.execute(new ListAccountsQuery(filters));
  }
}
