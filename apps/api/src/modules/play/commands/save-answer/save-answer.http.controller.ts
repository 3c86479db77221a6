import { randomUUID } from 'node:crypto';
import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  saveAnswerResponseSchema,
  saveAnswerRequestSchema,
  type SaveAnswerRequest,
  type SaveAnswerResponse,
} from '@quiz/contracts';
import { commandIdFrom } from '../../../../infra/http/idempotency-key.js';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import { AllowAccess } from '../../../access/http/allow-access.decorator.js';
import type { AuthenticatedUser } from '../../../accounts/auth/better-auth.js';
import { CurrentUser } from '../../../accounts/auth/current-user.decorator.js';
import { SaveAnswerCommand, type SavedAnswer } from './save-answer.command.js';
import { Responds } from '../../../api-docs/http/responds.decorator.js';

/**
 * POST /api/answers/save-answer. Signed-in players only: guests' answers are not saved (spec §6). The client's
 * `isCorrect` is not read; the response carries the server's judgement with the key and the explanation.
 */
@Controller('answers')
@AllowAccess('player')
export class SaveAnswerHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('save-answer')
  @Responds(saveAnswerResponseSchema)
  @HttpCode(200)
  async saveAnswer(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(saveAnswerRequestSchema)) body: SaveAnswerRequest,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<SaveAnswerResponse> {
    const { answer, recorded } = await this.commandBus.execute<SaveAnswerCommand, SavedAnswer>(
      new SaveAnswerCommand(
        commandIdFrom(idempotencyKey) ?? randomUUID(),
        user.id,
        body.questionId,
        body.selectedAnswer,
        body.timeTaken,
        body.sessionId ?? undefined,
      ),
    );
    return {
      isCorrect: answer.isCorrect,
      correct: answer.correct,
      explanation: answer.explanation,
      timeTaken: answer.timeTaken,
      recorded,
    };
  }
}
