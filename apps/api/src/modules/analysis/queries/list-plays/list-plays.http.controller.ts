import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  listPlaysQuerySchema,
  playsPageSchema,
  type ListPlaysQuery as Filters,
  type PlaysPage,
} from '@quiz/contracts';
import { Responds } from '../../../api-docs/http/responds.decorator.js';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import type { AuthenticatedUser } from '../../../accounts/auth/better-auth.js';
import { CurrentUser } from '../../../accounts/auth/current-user.decorator.js';
import { AllowAccess } from '../../../access/http/allow-access.decorator.js';
import { ListPlaysQuery } from './list-plays.query.js';

/** `GET /api/analyst/plays`: solo rounds and games for analysts and admins (issue 12). */
@Controller('analyst')
@AllowAccess('analyst', 'admin')
export class ListPlaysHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('plays')
  @Responds(playsPageSchema)
  list(
    @CurrentUser() caller: AuthenticatedUser,
    @Query(new ZodValidationPipe(listPlaysQuerySchema)) filters: Filters,
  ): Promise<PlaysPage> {
    return this.queryBus.execute(new ListPlaysQuery(caller, filters));
  }
}
