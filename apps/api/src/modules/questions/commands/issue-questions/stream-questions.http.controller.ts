import { randomUUID } from 'node:crypto';
import { Body, Controller, Logger, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import {
  QUESTION_STREAM_CONTENT_TYPE,
  questionsRequestSchema,
  type GuestQuestionStreamMessage,
  type IssuedQuestion,
  type GuestQuestion,
  type QuestionsRequest,
  type QuestionStreamMessage,
} from '@quiz/contracts';
import { batchSizeFor } from '@quiz/domain';
import { GENERATION_FAILED_MESSAGE, type RecordedQuestion } from '@quiz/domain';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import { CurrentUser } from '../../../accounts/auth/current-user.decorator.js';
import { AllowAccess } from '../../../access/http/allow-access.decorator.js';
import type { AuthenticatedUser } from '../../../accounts/auth/better-auth.js';
import { StreamedQuizSession } from '../../../play/commands/start-quiz/start-quiz-session.js';
import { abortOnDisconnect } from './abort-on-disconnect.js';
import { QuestionBatchService, type Player } from './question-batch.service.js';
import { SealedAnswerKeys } from '../../../play/sealed-keys/sealed-answer-keys.js';
import { suggestionsOf, toGuestQuestion, toIssuedQuestion } from './question-views.js';

type StreamMessage = QuestionStreamMessage | GuestQuestionStreamMessage;

/**
 * The streaming variants (NDJSON, ADR 0051): each question is written as soon as it passed the pipeline
 * (and, signed in, was recorded), followed by a progress line, and a `done` line ends the stream. Bad
 * input and missing auth are answered before the stream starts, as plain JSON errors.
 */
@Controller('questions')
export class StreamQuestionsHttpController {
  private readonly logger = new Logger('Questions');

  constructor(
    private readonly batches: QuestionBatchService,
    private readonly commandBus: CommandBus,
    private readonly sealedKeys: SealedAnswerKeys,
  ) {}

  @Post('stream')
  @AllowAccess('player')
  async forPlayer(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(questionsRequestSchema)) body: QuestionsRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    // Each question joins the player's quiz session before it is written (ADR 0073).
    const session = new StreamedQuizSession(this.commandBus, {
      userId: user.id,
      request: body,
      batchId: randomUUID(),
    });
    await this.stream(reply, { kind: 'signed-in', userId: user.id }, body, toIssuedQuestion, session);
  }

  @Post('guest/stream')
  @AllowAccess('guest')
  async forGuest(
    @Body(new ZodValidationPipe(questionsRequestSchema)) body: QuestionsRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.stream(reply, { kind: 'guest' }, body, (question) =>
      toGuestQuestion(question, this.sealedKeys),
    );
  }

  private async stream(
    reply: FastifyReply,
    player: Player,
    body: QuestionsRequest,
    view: (question: RecordedQuestion) => IssuedQuestion | GuestQuestion | Promise<GuestQuestion>,
    quiz?: StreamedQuizSession,
  ): Promise<void> {
    const count = batchSizeFor(player.kind, body.batchSize);
    const signal = abortOnDisconnect(reply);
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': `${QUESTION_STREAM_CONTENT_TYPE}; charset=utf-8`,
      'cache-control': 'no-store',
      // Proxies such as nginx would otherwise hold the lines back until the batch is complete.
      'x-accel-buffering': 'no',
    });
    const send = (message: StreamMessage) => reply.raw.write(`${JSON.stringify(message)}\n`);
    try {
      const result = await this.batches.issue({
        player,
        body,
        count,
        signal,
        batchId: quiz?.batchId,
        onIssued: async (question, ready) => {
          const sessionId = await quiz?.add(question);
          send({
            type: 'question',
            question: await view(question),
            ...(sessionId && { sessionId }),
          } as StreamMessage);
          send({ type: 'progress', ready, total: count });
        },
      });
      await quiz?.complete();
      const sessionId = quiz && { sessionId: quiz.sessionId };
      send({
        type: 'done',
        error: result.error,
        partial: result.partial,
        ...suggestionsOf(result),
        ...sessionId,
      });
    } catch (error) {
      if (!signal.aborted) {
        this.logger.error(`Question stream failed: ${error instanceof Error ? error.stack : String(error)}`);
        send({ type: 'done', error: GENERATION_FAILED_MESSAGE, partial: true });
      }
    } finally {
      reply.raw.end();
    }
  }
}
