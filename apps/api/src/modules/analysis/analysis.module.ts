import { Module } from '@nestjs/common';
import { PlayEvents } from './play-events.js';
import { PlayerLabels } from './player-labels.js';
import { ExportPlayEventsHandler } from './queries/export-play-events/export-play-events.handler.js';
import { ExportPlayEventsHttpController } from './queries/export-play-events/export-play-events.http.controller.js';
import { ListPlaysHandler } from './queries/list-plays/list-plays.handler.js';
import { ListPlaysHttpController } from './queries/list-plays/list-plays.http.controller.js';
import { ReplayPlayHandler } from './queries/replay-play/replay-play.handler.js';
import { ReplayPlayHttpController } from './queries/replay-play/replay-play.http.controller.js';

/** The analysts' product (issue 12): browse plays, replay them from their events, export those events. */
@Module({
  controllers: [ListPlaysHttpController, ReplayPlayHttpController, ExportPlayEventsHttpController],
  providers: [PlayerLabels, PlayEvents, ListPlaysHandler, ReplayPlayHandler, ExportPlayEventsHandler],
})
export class AnalysisModule {}
