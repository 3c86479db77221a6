import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { playEventsAsNdjson, playerKeysOf } from '../../play-export.js';
import { PlayEvents } from '../../play-events.js';
import { PlayerLabels } from '../../player-labels.js';
import { ExportPlayEventsQuery } from './export-play-events.query.js';

/** A round's or a game's events as NDJSON lines, in the order the store holds them, stream by stream. */
@QueryHandler(ExportPlayEventsQuery)
export class ExportPlayEventsHandler implements IQueryHandler<ExportPlayEventsQuery> {
  constructor(
    private readonly events: PlayEvents,
    private readonly labels: PlayerLabels,
  ) {}

  async execute({ caller, mode, id }: ExportPlayEventsQuery): Promise<string> {
    const recorded = await this.events.read(mode, id);
    const label = await this.labels.labellerFor(caller, playerKeysOf(recorded));
    return playEventsAsNdjson(recorded, label);
  }
}
