import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  gameTimeline,
  quizSessionStreamName,
  roomAnswersStreamName,
  roomStreamName,
  type AnswerSubmitted,
  type GameReplayEvent,
  type QuizSessionEvent,
  type RoomEvent,
  type TimedEvent,
} from '@quiz/domain';
import type { PlayMode } from '@quiz/contracts';
import type { EventStore, RecordedEvent } from '../../infra/event-store/event-store.port.js';
import { EVENT_STORE } from '../../infra/tokens.js';

/** When an event happened, by the clock that decided it (ADR 0130); the store's time where it carries none. */
function timeOf(event: RecordedEvent): number {
  const data = event.data as Record<string, unknown>;
  for (const field of ['at', 'openedAt', 'answeredAt', 'startedAt', 'finishedAt']) {
    const value = data[field];
    if (typeof value === 'number') return value;
    if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return Date.parse(value);
  }
  return event.recordedAt.getTime();
}

const timed = <Event>(event: RecordedEvent): TimedEvent<Event> => ({
  event: { type: event.type, data: event.data } as Event,
  at: timeOf(event),
});

/** Reads a play's events from the event store itself (not the read tables): what a replay and an export show. */
@Injectable()
export class PlayEvents {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async read(mode: PlayMode, id: string): Promise<RecordedEvent[]> {
    if (mode === 'solo') return this.required(await this.store.readStream(quizSessionStreamName(id)));
    const room = this.required(await this.store.readStream(roomStreamName(id)));
    const created = room.find((event) => event.type === 'RoomCreated');
    const questionCount =
      (created?.data as { settings?: { questionCount?: number } } | undefined)?.settings?.questionCount ?? 0;
    const answers = await Promise.all(
      Array.from({ length: questionCount }, (_, i) =>
        this.store.readStream(roomAnswersStreamName(id, i + 1)),
      ),
    );
    return [...room, ...answers.flat()];
  }

  soloTimeline(recorded: RecordedEvent[]): TimedEvent<QuizSessionEvent>[] {
    return recorded.map((event) => timed<QuizSessionEvent>(event));
  }

  gameTimeline(id: string, recorded: RecordedEvent[]): TimedEvent<GameReplayEvent>[] {
    const room = recorded.filter((e) => e.streamId === roomStreamName(id)).map((e) => timed<RoomEvent>(e));
    const byStream = new Map<string, TimedEvent<AnswerSubmitted>[]>();
    for (const event of recorded) {
      if (event.streamId === roomStreamName(id)) continue;
      byStream.set(event.streamId, [...(byStream.get(event.streamId) ?? []), timed<AnswerSubmitted>(event)]);
    }
    return gameTimeline(room, [...byStream.values()]);
  }

  private required(events: RecordedEvent[]): RecordedEvent[] {
    if (events.length === 0)
      throw new NotFoundException({ code: 'NOT_FOUND', message: 'No such round or game.' });
    return events;
  }
}
