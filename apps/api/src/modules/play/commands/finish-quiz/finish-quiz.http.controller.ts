import { randomUUID } from 'node:crypto';
import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  finishQuizResponseSchema,
  finishQuizRequestSchema,
  type FinishQuizRequest,
  type FinishQuizResponse,
} from '@quiz/contracts';
import type { CommandOutcome } from '../../../../infra/event-store/command-processor.js';
import { commandIdFrom } from '../../../../infra/http/idempotency-key.js';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import { AllowAccess } from '../../../access/http/allow-access.decorator.js';
import type { AuthenticatedUser } from '../../../accounts/auth/better-auth.js';
import { CurrentUser } from '../../../accounts/auth/current-user.decorator.js';
import { FinishQuizCommand } from './finish-quiz.command.js';
import { Responds } from '../../../api-docs/http/responds.decorator.js';

/**
 * POST /api/answers/finish-quiz: ends the player's round; later answers in it are refused. A round also
 * finishes by itself with the answer to its last question.
 */
@Controller('answers')
@AllowAccess('player')
export class FinishQuizHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('finish-quiz')
  @Responds(finishQuizResponseSchema)
  @HttpCode(200)
  async finishQuiz(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(finishQuizRequestSchema)) body: FinishQuizRequest,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<FinishQuizResponse> {
    const outcome = await this.commandBus.execute<FinishQuizCommand, CommandOutcome<unknown>>(
      new FinishQuizCommand(commandIdFrom(idempotencyKey) ?? randomUUID(), body.sessionId, user.id),
    );
    return { sessionId: body.sessionId, recorded: outcome.recorded };
  }
}
