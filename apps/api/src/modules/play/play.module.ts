import { Module } from '@nestjs/common';
import { FinishQuizHandler } from './commands/finish-quiz/finish-quiz.handler.js';
import { FinishQuizHttpController } from './commands/finish-quiz/finish-quiz.http.controller.js';
import { SaveAnswerHandler } from './commands/save-answer/save-answer.handler.js';
import { SaveAnswerHttpController } from './commands/save-answer/save-answer.http.controller.js';
import { SessionOfQuestionRepository } from './commands/save-answer/session-of-question.repository.js';
import { StartQuizHandler } from './commands/start-quiz/start-quiz.handler.js';
import { AddQuizQuestionsHandler } from './commands/add-quiz-questions/add-quiz-questions.handler.js';
import { CheckGuestAnswerHttpController } from './queries/check-guest-answer/check-guest-answer.http.controller.js';
import { sealedAnswerKeysProvider } from './sealed-keys/sealed-answer-keys.provider.js';
import { GetQuizSessionHandler } from './queries/get-quiz-session/get-quiz-session.handler.js';
import { GetQuizSessionHttpController } from './queries/get-quiz-session/get-quiz-session.http.controller.js';
import { CompleteQuizIssueHandler } from './commands/complete-quiz-issue/complete-quiz-issue.handler.js';

/** Playing a quiz: sessions on `quiz-{sessionId}` and the answers the server judges. */
@Module({
  controllers: [
    SaveAnswerHttpController,
    FinishQuizHttpController,
    CheckGuestAnswerHttpController,
    GetQuizSessionHttpController,
  ],
  providers: [
    StartQuizHandler,
    AddQuizQuestionsHandler,
    CompleteQuizIssueHandler,
    SaveAnswerHandler,
    FinishQuizHandler,
    SessionOfQuestionRepository,
    GetQuizSessionHandler,
    sealedAnswerKeysProvider,
  ],
})
export class PlayModule {}
