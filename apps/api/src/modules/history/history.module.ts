import { Module } from '@nestjs/common';
import { ListAnswersForStatsHandler } from './queries/list-answers-for-stats/list-answers-for-stats.handler.js';
import { ListAnswersForStatsHttpController } from './queries/list-answers-for-stats/list-answers-for-stats.http.controller.js';
import { ListUserAnswersHandler } from './queries/list-user-answers/list-user-answers.handler.js';
import { ListUserAnswersHttpController } from './queries/list-user-answers/list-user-answers.http.controller.js';

/** The player's answer history: the answer_history read model and its query. */
@Module({
  controllers: [ListUserAnswersHttpController, ListAnswersForStatsHttpController],
  providers: [ListUserAnswersHandler, ListAnswersForStatsHandler],
})
export class HistoryModule {}
