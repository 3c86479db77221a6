import { Module } from '@nestjs/common';
import { PlayEvents } from './play-events.js';
import { PlayerLabels } from './player-labels.js';
import { ExportPlayEventsHandler } from './queries/export-play-events/export-play-events.handler.js';
import { ExportPlayEventsHttpController } from './queries/export-play-events/export-play-events.http.controller.js';
import { QuestionReportHandler } from './queries/question-report/question-report.handler.js';
import { QuestionReportHttpController } from './queries/question-report/question-report.http.controller.js';
import { TopicReportHttpController } from './queries/topic-report/topic-report.http.controller.js';
import { ListPlaysHandler } from './queries/list-plays/list-plays.handler.js';
import { ListPlaysHttpController } from './queries/list-plays/list-plays.http.controller.js';
import { ReplayPlayHandler } from './queries/replay-play/replay-play.handler.js';
import { ReplayPlayHttpController } from './queries/replay-play/replay-play.http.controller.js';

/** The analysts' product (issue 12): browse plays, replay them from their events, export them; question reports. */
@Module({
  controllers: [
    ListPlaysHttpController,
    ReplayPlayHttpController,
    ExportPlayEventsHttpController,
    QuestionReportHttpController,
    TopicReportHttpController,
  ],
  providers: [
    PlayerLabels,
    PlayEvents,
    ListPlaysHandler,
    ReplayPlayHandler,
    ExportPlayEventsHandler,
    QuestionReportHandler,
  ],
})
export class AnalysisModule {}
