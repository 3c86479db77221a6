import { Module } from '@nestjs/common';
import { ListUserAnswersHandler } from './queries/list-user-answers/list-user-answers.handler.js';
import { ListUserAnswersHttpController } from './queries/list-user-answers/list-user-answers.http.controller.js';

/** The player's answer history: the answer_history read model and its query. */
@Module({
  controllers: [ListUserAnswersHttpController],
  providers: [ListUserAnswersHandler],
})
export class HistoryModule {}
