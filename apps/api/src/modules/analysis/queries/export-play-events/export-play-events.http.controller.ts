import { Controller, Get, Header, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { playEventLineSchema, playParamsSchema, type PlayParams } from '@quiz/contracts';
import { RespondsWith } from '../../../api-docs/http/responds.decorator.js';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import type { AuthenticatedUser } from '../../../accounts/auth/better-auth.js';
import { CurrentUser } from '../../../accounts/auth/current-user.decorator.js';
import { AllowAccess } from '../../../access/http/allow-access.decorator.js';
import { ExportPlayEventsQuery } from './export-play-events.query.js';

/** `GET /api/analyst/plays/{mode}/{id}/events`: the play's events as NDJSON, identities as the caller may see them. */
@Controller('analyst')
@AllowAccess('analyst', 'admin')
export class ExportPlayEventsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('plays/:mode/:id/events')
  @RespondsWith({
    contentType: 'application/x-ndjson',
    schema: playEventLineSchema,
    description:
      "The play's events, one JSON object a line, stream by stream; players as the caller may see them.",
  })
  @Header('Content-Type', 'application/x-ndjson; charset=utf-8')
  async export(
    @CurrentUser() caller: AuthenticatedUser,
    @Param(new ZodValidationPipe(playParamsSchema)) { mode, id }: PlayParams,
  ): Promise<string> {
    return this.queryBus.execute(new ExportPlayEventsQuery(caller, mode, id));
  }
}
