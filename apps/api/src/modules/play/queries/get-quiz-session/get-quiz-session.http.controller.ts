import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { quizSessionParamsSchema, quizSessionViewSchema, type QuizSessionView } from '@quiz/contracts';
import { Responds } from '../../../api-docs/http/responds.decorator.js';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import { AllowAccess } from '../../../access/http/allow-access.decorator.js';
import type { AuthenticatedUser } from '../../../accounts/auth/better-auth.js';
import { CurrentUser } from '../../../accounts/auth/current-user.decorator.js';
import { GetQuizSessionQuery } from './get-quiz-session.query.js';

/**
 * `GET /api/quiz-sessions/:sessionId` (issue 13 item 5): the signed-in player's round, so a reload resumes it at
 * the same question with the time left. Players only; another player's session is 403, an unknown one 404.
 */
@Controller('quiz-sessions')
@AllowAccess('player')
export class GetQuizSessionHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':sessionId')
  @Responds(quizSessionViewSchema)
  get(
    @CurrentUser() user: AuthenticatedUser,
    @Param(new ZodValidationPipe(quizSessionParamsSchema)) { sessionId }: { sessionId: string },
  ): Promise<QuizSessionView> {
    return this.queryBus.execute(new GetQuizSessionQuery(sessionId, user.id));
  }
}
