import { Inject, Injectable } from '@nestjs/common';
import {
  decideRoom,
  evolveRoom,
  initialRoomState,
  roomStreamName,
  type RoomCommand,
  type RoomEvent,
  type RoomState,
} from '@quiz/domain';
import { CommandConflictError } from '../../infra/event-store/command-processor.js';
import { eventIdsFor } from '../../infra/event-store/event-ids.js';
import { WrongExpectedRevisionError, type EventStore } from '../../infra/event-store/event-store.port.js';
import { EVENT_STORE } from '../../infra/tokens.js';

interface KnownRoom {
  state: RoomState;
  /** The last revision folded into `state`; undefined before the first event. */
  revision: bigint | undefined;
}

/** Rooms whose state this node keeps; any other is rebuilt from its stream when next used. */
const REMEMBERED_ROOMS = 500;
/** Joins of a full room race on one stream across nodes: each loser catches up and decides again. */
const MAX_ATTEMPTS = 40;

export interface Executed {
  events: RoomEvent[];
  state: RoomState;
  /** false when the decision changed nothing, or a retried command's events were already stored. */
  recorded: boolean;
}

/**
 * The room stream (ADR 0140), folded on demand. A node keeps each room's state with its revision and catches up
 * by reading only the events after it, so a room with 2,000 joins is not re-read from its start on every
 * command. Nothing here is the only copy: a node that never saw a room builds it from the stream, and every
 * write is an append at the revision the decision was made on.
 *
 * Concurrent readers of one room share one catch-up read that started after they asked (never one already in
 * flight, which could miss what they just wrote); a node's writes to one room go one at a time.
 */
@Injectable()
export class RoomStore {
  private readonly known = new Map<string, KnownRoom>();
  private readonly reads = new Map<string, { running: Promise<KnownRoom>; queued?: Promise<KnownRoom> }>();
  private readonly writes = new Map<string, Promise<unknown>>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** The room's state, including everything recorded before this call. */
  async read(roomId: string): Promise<RoomState> {
    return (await this.fresh(roomId)).state;
  }

  /** Decides `command` on the room's current state and records the outcome; throws the domain's refusals. */
  execute(roomId: string, command: RoomCommand, commandId: string): Promise<Executed> {
    const previous = this.writes.get(roomId) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => this.decideAndAppend(roomId, command, commandId));
    const settled = run.catch(() => undefined);
    this.writes.set(roomId, settled);
    void settled.then(() => {
      if (this.writes.get(roomId) === settled) this.writes.delete(roomId);
    });
    return run;
  }

  private async decideAndAppend(roomId: string, command: RoomCommand, commandId: string): Promise<Executed> {
    const stream = roomStreamName(roomId);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const known = await this.fresh(roomId);
      const events = decideRoom(command, known.state);
      if (events.length === 0) return { events, state: known.state, recorded: false };
      const ids = eventIdsFor(commandId, events.length);
      try {
        const result = await this.store.append(
          stream,
          events.map((event, i) => ({
            id: ids[i]!,
            type: event.type,
            data: event.data as Record<string, unknown>,
          })),
          known.revision === undefined ? 'no_stream' : known.revision,
        );
        if (!result.recorded) return { events, state: (await this.fresh(roomId)).state, recorded: false };
        const state = events.reduce(evolveRoom, known.state);
        this.remember(roomId, { state, revision: result.nextExpectedRevision });
        return { events, state, recorded: true };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      }
    }
    throw new CommandConflictError(stream, MAX_ATTEMPTS);
  }

  /** A catch-up read that starts after this call: joins a queued read, or queues one behind a running read. */
  private fresh(roomId: string): Promise<KnownRoom> {
    const slot = this.reads.get(roomId);
    if (!slot) {
      const running = this.catchUp(roomId);
      const entry = { running };
      this.reads.set(roomId, entry);
      void running.finally(() => this.promote(roomId, entry)).catch(() => undefined);
      return running;
    }
    slot.queued ??= slot.running.catch(() => undefined).then(() => this.catchUp(roomId));
    return slot.queued;
  }

  private promote(roomId: string, entry: { running: Promise<KnownRoom>; queued?: Promise<KnownRoom> }) {
    if (this.reads.get(roomId) !== entry) return;
    if (!entry.queued) {
      this.reads.delete(roomId);
      return;
    }
    const next = { running: entry.queued };
    this.reads.set(roomId, next);
    void next.running.finally(() => this.promote(roomId, next)).catch(() => undefined);
  }

  private async catchUp(roomId: string): Promise<KnownRoom> {
    const known = this.known.get(roomId) ?? { state: initialRoomState(), revision: undefined };
    const fromRevision = known.revision === undefined ? 0n : known.revision + 1n;
    const recorded = await this.store.readStream(roomStreamName(roomId), { fromRevision });
    if (recorded.length === 0) return known;
    const state = recorded.reduce(
      (current, event) => evolveRoom(current, { type: event.type, data: event.data } as unknown as RoomEvent),
      known.state,
    );
    const next = { state, revision: recorded.at(-1)!.revision };
    this.remember(roomId, next);
    return this.known.get(roomId)!;
  }

  /** Keeps the newest state seen; a slower read that finished last never replaces a newer one. */
  private remember(roomId: string, next: KnownRoom): void {
    const current = this.known.get(roomId);
    if (current?.revision !== undefined && next.revision !== undefined && current.revision > next.revision)
      return;
    this.known.delete(roomId);
    this.known.set(roomId, next);
    if (this.known.size > REMEMBERED_ROOMS) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
  }
}
