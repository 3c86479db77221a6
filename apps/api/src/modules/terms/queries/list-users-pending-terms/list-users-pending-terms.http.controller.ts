import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CURRENT_TERMS_VERSION, isKnownTermsVersion } from '@quiz/domain';
import {
  usersPendingTermsPageSchema,
  listUsersPendingTermsQuerySchema,
  type ListUsersPendingTermsQuery as PendingQuery,
  type UsersPendingTermsPage,
} from '@quiz/contracts';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import { AllowAccess } from '../../../access/http/allow-access.decorator.js';
import { ListUsersPendingTermsQuery } from './list-users-pending-terms.query.js';
import { Responds } from '../../../api-docs/http/responds.decorator.js';

@Controller('terms')
@AllowAccess('admin')
export class ListUsersPendingTermsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Without a version: the current one. An unpublished version has nobody to accept it: 400. */
  @Get('pending')
  @Responds(usersPendingTermsPageSchema)
  list(
    @Query(new ZodValidationPipe(listUsersPendingTermsQuerySchema)) query: PendingQuery,
  ): Promise<UsersPendingTermsPage> {
    const version = query.version ?? CURRENT_TERMS_VERSION;
    if (!isKnownTermsVersion(version)) {
      throw new BadRequestException({
        code: 'TERMS.UNKNOWN_VERSION',
        message: `Unknown terms version '${version}'.`,
      });
    }
    return this.queryBus.execute(new ListUsersPendingTermsQuery(version, query.limit, query.cursor));
  }
}
