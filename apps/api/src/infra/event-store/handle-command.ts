import type { Decider, DomainEvent } from '@quiz/domain';
import { eventIdsFor } from './event-ids.js';
import { WrongExpectedRevisionError, type EventStore, type LogPosition } from './event-store.port.js';

export interface CommandOutcome<Event> {
  /** The events this command produced; empty when the decision was that nothing changes. */
  events: Event[];
  /** false for a no-op decision or a retry whose events were already stored. */
  recorded: boolean;
  position?: LogPosition;
}

export class CommandConflictError extends Error {
  constructor(
    readonly streamId: string,
    attempts: number,
  ) {
    super(`Stream ${streamId} kept changing; gave up after ${attempts} attempts.`);
    this.name = 'CommandConflictError';
  }
}

/**
 * The whole of a command handler's work: read the stream, fold it, decide, append at the revision read.
 * A concurrent writer makes the append fail; the command is then decided again on the new state, a bounded
 * number of times.
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  args: {
    decider: Decider<State, Command, Event>;
    streamId: string;
    command: Command;
    commandId: string;
    metadata?: Record<string, unknown>;
    maxAttempts?: number;
  },
): Promise<CommandOutcome<Event>> {
  const maxAttempts = args.maxAttempts ?? 3;
  for (let attempt = 1; ; attempt++) {
    const history = await store.readStream(args.streamId);
    const state = history.reduce(
      (current, recorded) =>
        args.decider.evolve(current, { type: recorded.type, data: recorded.data } as unknown as Event),
      args.decider.initialState(),
    );
    const events = args.decider.decide(args.command, state);
    if (events.length === 0) return { events, recorded: false };
    const ids = eventIdsFor(args.commandId, events.length);
    const lastRevision = history.at(-1)?.revision;
    try {
      const result = await store.append(
        args.streamId,
        events.map((event, i) => ({
          id: ids[i]!,
          type: event.type,
          data: event.data as Record<string, unknown>,
          metadata: { commandId: args.commandId, ...args.metadata },
        })),
        lastRevision === undefined ? 'no_stream' : lastRevision,
      );
      return { events, recorded: result.recorded, position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (attempt >= maxAttempts) throw new CommandConflictError(args.streamId, attempt);
    }
  }
}
