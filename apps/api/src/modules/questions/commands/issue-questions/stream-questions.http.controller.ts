import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Logger, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import {
  QUESTION_STREAM_CONTENT_TYPE,
  guestQuestionStreamMessageSchema,
  questionStreamMessageSchema,
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
import { ShutdownSignal } from '../../../../infra/lifecycle/shutdown-signal.js';
import { abortOnDisconnect } from './abort-on-disconnect.js';
import { QuestionBatchService, type Player } from './question-batch.service.js';
import { SealedAnswerKeys } from '../../../play/sealed-keys/sealed-answer-keys.js';
import { suggestionsOf, toGuestQuestion, toIssuedQuestion } from './question-views.js';
import { RespondsWith } from '../../../api-docs/http/responds.decorator.js';
import { RetakeQuestions } from './retake-questions.js';

const STREAM_DESCRIPTION =
  'NDJSON: one message per line, as each question is ready (the schema is one line), then `done` (ADR 0051).';

type StreamMessage = QuestionStreamMessage | GuestQuestionStreamMessage;

const SHUTTING_DOWN_MESSAGE = 'The server is restarting; ask again for the rest of the round.';

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
    private readonly retakes: RetakeQuestions,
    private readonly shutdown: ShutdownSignal,
  ) {}

  @Post('stream')
  @HttpCode(200)
  @RespondsWith({
    contentType: QUESTION_STREAM_CONTENT_TYPE,
    schema: questionStreamMessageSchema,
    description: STREAM_DESCRIPTION,
  })
  @AllowAccess('player')
  async forPlayer(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(questionsRequestSchema)) body: QuestionsRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const player = { kind: 'signed-in', userId: user.id } as const;
    // A refused retake is a plain 4xx, answered before the stream starts.
    const retake = await this.retakes.resolve(player, body);
    // Each question joins the player's quiz session before it is written (ADR 0073).
    const session = new StreamedQuizSession(this.commandBus, {
      userId: user.id,
      request: body,
      batchId: randomUUID(),
    });
    await this.stream(reply, player, body, retake, toIssuedQuestion, session);
  }

  @Post('guest/stream')
  @HttpCode(200)
  @RespondsWith({
    contentType: QUESTION_STREAM_CONTENT_TYPE,
    schema: guestQuestionStreamMessageSchema,
    description: STREAM_DESCRIPTION,
  })
  @AllowAccess('guest')
  async forGuest(
    @Body(new ZodValidationPipe(questionsRequestSchema)) body: QuestionsRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const retake = await this.retakes.resolve({ kind: 'guest' }, body);
    await this.stream(reply, { kind: 'guest' }, body, retake, (question) =>
      toGuestQuestion(question, this.sealedKeys),
    );
  }

  private async stream(
    reply: FastifyReply,
    player: Player,
    body: QuestionsRequest,
    retake: RecordedQuestion[] | undefined,
    view: (question: RecordedQuestion) => IssuedQuestion | GuestQuestion | Promise<GuestQuestion>,
    quiz?: StreamedQuizSession,
  ): Promise<void> {
    const count = retake?.length ?? batchSizeFor(player.kind, body.batchSize);
    const clientGone = abortOnDisconnect(reply);
    // A stopping server does not wait for a long batch: the stream ends with what was issued (ADR 0166).
    const signal = AbortSignal.any([clientGone, this.shutdown.signal]);
    let written = 0;
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
        retake,
        onIssued: async (question, ready) => {
          const sessionId = await quiz?.add(question);
          send({
            type: 'question',
            question: await view(question),
            ...(sessionId && { sessionId }),
          } as StreamMessage);
          send({ type: 'progress', ready, total: count });
          written = ready;
        },
      });
      await quiz?.complete();
      const sessionId = quiz && { sessionId: quiz.sessionId };
      const cut = this.shutdown.begun && written < count;
      send({
        type: 'done',
        error: result.error ?? (cut ? SHUTTING_DOWN_MESSAGE : null),
        partial: result.partial || cut,
        ...(result.notice && { notice: result.notice }),
        ...suggestionsOf(result),
        ...sessionId,
      });
    } catch (error) {
      if (!clientGone.aborted && this.shutdown.begun) {
        await quiz?.complete().catch(() => undefined);
        const sessionId = quiz && { sessionId: quiz.sessionId };
        send({ type: 'done', error: SHUTTING_DOWN_MESSAGE, partial: true, ...sessionId });
      } else if (!signal.aborted) {
        this.logger.error(`Question stream failed: ${error instanceof Error ? error.stack : String(error)}`);
        send({ type: 'done', error: GENERATION_FAILED_MESSAGE, partial: true });
      }
    } finally {
      reply.raw.end();
    }
  }
}
