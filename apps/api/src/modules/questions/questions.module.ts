import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { createModelQuestionSource } from '../../infra/llm/create-model-question-source.js';
import { APP_CONFIG } from '../../infra/tokens.js';
import { IssueQuestionsHandler } from './commands/issue-questions/issue-questions.handler.js';
import { IssueQuestionsHttpController } from './commands/issue-questions/issue-questions.http.controller.js';
import { QuestionBatchService } from './commands/issue-questions/question-batch.service.js';
import { StreamQuestionsHttpController } from './commands/issue-questions/stream-questions.http.controller.js';
import { AddToQuestionPoolHandler } from './commands/pregenerate-questions/add-to-question-pool.handler.js';
import { PregenerateQuestionsJob } from './commands/pregenerate-questions/pregenerate-questions.job.js';
import { PregenerationScheduler } from './commands/pregenerate-questions/pregeneration.scheduler.js';
import { QuestionGenerationService } from './generation/question-generation.service.js';
import { SeenQuestionsRepository } from './projections/issued-questions/seen-questions.repository.js';
import { QuestionPoolRepository } from './projections/question-pool/question-pool.repository.js';
import { MODEL_QUESTION_SOURCE } from './providers/model-question-source.token.js';
import { SuggestTopicsHandler } from './queries/suggest-topics/suggest-topics.handler.js';
import { SuggestTopicsHttpController } from './queries/suggest-topics/suggest-topics.http.controller.js';

import { sealedAnswerKeysProvider } from '../play/sealed-keys/sealed-answer-keys.provider.js';
import { IssuedQuestionsLog } from './commands/issue-questions/issued-questions-log.js';
import { RetakeQuestions } from './commands/issue-questions/retake-questions.js';
import { PlayedQuestionsRepository } from './projections/issued-questions/played-questions.repository.js';

@Module({
  controllers: [IssueQuestionsHttpController, StreamQuestionsHttpController, SuggestTopicsHttpController],
  providers: [
    // null when no model is configured: the offline generator then serves alone.
    {
      provide: MODEL_QUESTION_SOURCE,
      useFactory: (config: AppConfig) => createModelQuestionSource(config),
      inject: [APP_CONFIG],
    },
    QuestionGenerationService,
    SeenQuestionsRepository,
    IssuedQuestionsLog,
    QuestionPoolRepository,
    QuestionBatchService,
    PlayedQuestionsRepository,
    RetakeQuestions,
    PregenerationScheduler,
    PregenerateQuestionsJob,
    IssueQuestionsHandler,
    AddToQuestionPoolHandler,
    SuggestTopicsHandler,
    sealedAnswerKeysProvider,
  ],
  exports: [MODEL_QUESTION_SOURCE, QuestionBatchService],
})
export class QuestionsModule {}
