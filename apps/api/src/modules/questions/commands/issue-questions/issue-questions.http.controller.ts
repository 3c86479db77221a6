import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import {
  guestQuestionsResponseSchema,
  questionsResponseSchema,
  questionsRequestSchema,
  type GuestQuestionsResponse,
  type QuestionsRequest,
  type QuestionsResponse,
} from '@quiz/contracts';
import { batchSizeFor } from '@quiz/domain';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import { CurrentUser } from '../../../accounts/auth/current-user.decorator.js';
import { AllowAccess } from '../../../access/http/allow-access.decorator.js';
import type { AuthenticatedUser } from '../../../accounts/auth/better-auth.js';
import { startQuizSession } from '../../../play/commands/start-quiz/start-quiz-session.js';
import { abortOnDisconnect } from './abort-on-disconnect.js';
import { QuestionBatchService } from './question-batch.service.js';
import { SealedAnswerKeys } from '../../../play/sealed-keys/sealed-answer-keys.js';
import { suggestionsOf, toGuestQuestion, toIssuedQuestion } from './question-views.js';
import { Responds } from '../../../api-docs/http/responds.decorator.js';
import { RetakeQuestions } from './retake-questions.js';

/**
 * POST /api/questions (signed in: no keys, the batch is recorded) and POST /api/questions/guest (keys
 * sealed, ADR 0130; nothing recorded). The guest route takes guest tokens only.
 */
@Controller('questions')
export class IssueQuestionsHttpController {
  constructor(
    private readonly batches: QuestionBatchService,
    private readonly commandBus: CommandBus,
    private readonly sealedKeys: SealedAnswerKeys,
    private readonly retakes: RetakeQuestions,
  ) {}

  @Post()
  @Responds(questionsResponseSchema)
  @HttpCode(200)
  @AllowAccess('player')
  async forPlayer(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(questionsRequestSchema)) body: QuestionsRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<QuestionsResponse> {
    const player = { kind: 'signed-in', userId: user.id } as const;
    const retake = await this.retakes.resolve(player, body);
    const result = await this.batches.issue({
      player,
      body,
      count: retake?.length ?? batchSizeFor('signed-in', body.batchSize),
      signal: abortOnDisconnect(reply),
      retake,
    });
    // The session is on record before the player sees a question, so any answer finds it (ADR 0071).
    const sessionId = await startQuizSession(this.commandBus, {
      userId: user.id,
      request: body,
      batchId: result.batchId,
      questions: result.questions,
    });
    return {
      questions: result.questions.map(toIssuedQuestion),
      error: result.error,
      partial: result.partial,
      ...(result.notice && { notice: result.notice }),
      ...suggestionsOf(result),
      sessionId,
    };
  }

  @Post('guest')
  @Responds(guestQuestionsResponseSchema)
  @HttpCode(200)
  @AllowAccess('guest')
  async forGuest(
    @Body(new ZodValidationPipe(questionsRequestSchema)) body: QuestionsRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GuestQuestionsResponse> {
    const retake = await this.retakes.resolve({ kind: 'guest' }, body);
    const result = await this.batches.issue({
      player: { kind: 'guest' },
      body,
      count: retake?.length ?? batchSizeFor('guest', body.batchSize),
      signal: abortOnDisconnect(reply),
      retake,
    });
    const questions = await Promise.all(
      result.questions.map((question) => toGuestQuestion(question, this.sealedKeys)),
    );
    return {
      questions,
      error: result.error,
      partial: result.partial,
      ...(result.notice && { notice: result.notice }),
      ...suggestionsOf(result),
    };
  }
}
