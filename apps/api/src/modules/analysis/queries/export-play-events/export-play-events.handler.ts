import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { RecordedEvent } from '../../../../infra/event-store/event-store.port.js';
import { PlayEvents } from '../../play-events.js';
import { PlayerLabels, type LabelPlayer } from '../../player-labels.js';
import { identityKeysOf } from '../replay-play/replay-play.handler.js';
import { ExportPlayEventsQuery } from './export-play-events.query.js';

/** Replaces who a player is by what the caller may see: the user id of a solo round, keys and names in a room. */
function relabel(data: Record<string, unknown>, label: LabelPlayer): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...data };
  if (typeof copy.userId === 'string') copy.userId = label(`user:${copy.userId}`);
  if (typeof copy.key === 'string') {
    copy.key = label(copy.key, typeof copy.name === 'string' ? copy.name : undefined);
    if ('name' in copy) copy.name = copy.key;
  }
  const host = copy.host as { key: string; name: string } | undefined;
  if (host && typeof host.key === 'string') {
    const shown = label(host.key, host.name);
    copy.host = { key: shown, name: shown };
  }
  if (Array.isArray(copy.results))
    copy.results = (copy.results as { key: string }[]).map((result) => ({
      ...result,
      key: label(result.key),
    }));
  return copy;
}

/** A round's or a game's events as NDJSON lines, in the order the store holds them, stream by stream. */
@QueryHandler(ExportPlayEventsQuery)
export class ExportPlayEventsHandler implements IQueryHandler<ExportPlayEventsQuery> {
  constructor(
    private readonly events: PlayEvents,
    private readonly labels: PlayerLabels,
  ) {}

  async execute({ caller, mode, id }: ExportPlayEventsQuery): Promise<string> {
    const recorded: RecordedEvent[] = await this.events.read(mode, id);
    const keys = recorded.flatMap((event) => [
      ...identityKeysOf(event.data),
      ...(typeof event.data.userId === 'string' ? [`user:${event.data.userId}`] : []),
    ]);
    const label = await this.labels.labellerFor(caller, keys);
    return recorded
      .map(
        (event) =>
          JSON.stringify({
            stream: event.streamId,
            revision: Number(event.revision),
            type: event.type,
            recordedAt: event.recordedAt.toISOString(),
            data: relabel(event.data, label),
          }) + '\n',
      )
      .join('');
  }
}
