import { randomUUID } from 'node:crypto';
import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  acceptTermsResponseSchema,
  acceptTermsRequestSchema,
  type AcceptTermsRequest,
  type AcceptTermsResponse,
} from '@quiz/contracts';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import { commandIdFrom } from '../../../../infra/http/idempotency-key.js';
import { CurrentUser } from '../../../accounts/auth/current-user.decorator.js';
import { AllowAccess } from '../../../access/http/allow-access.decorator.js';
import type { AuthenticatedUser } from '../../../accounts/auth/better-auth.js';
import { AcceptTermsCommand } from './accept-terms.command.js';
import type { CommandOutcome } from '../../../../infra/event-store/command-processor.js';
import { Responds } from '../../../api-docs/http/responds.decorator.js';

@Controller('user')
@AllowAccess('player')
export class AcceptTermsHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('accept-terms')
  @Responds(acceptTermsResponseSchema)
  @HttpCode(200)
  async acceptTerms(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(acceptTermsRequestSchema)) body: AcceptTermsRequest,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<AcceptTermsResponse> {
    const outcome = await this.commandBus.execute<AcceptTermsCommand, CommandOutcome<unknown>>(
      new AcceptTermsCommand(
        commandIdFrom(idempotencyKey) ?? randomUUID(),
        user.id,
        body.version,
        body.acceptedAt,
      ),
    );
    return { version: body.version, recorded: outcome.recorded };
  }
}
