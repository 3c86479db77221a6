import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  DomainError,
  type CloseReason,
  type IdentityKey,
  type RoomCommand,
  type RoomEvent,
  type RoomState,
} from '@quiz/domain';
import type { AppConfig } from '../../config/app-config.js';
import { nameBasedUuid } from '../../infra/event-store/event-ids.js';
import type { JobQueue } from '../../infra/queue/job-queue.port.js';
import { APP_CONFIG, CLOCK, JOB_QUEUE, type Clock } from '../../infra/tokens.js';
import { AnswerLog, revisionsRead } from './answer-log.js';
import { RoomBroadcaster } from './room-broadcaster.js';
import { RoomStore, type Executed } from './room-store.js';

/** A deadline job that fails (the database away for a moment) is tried again this many times. */
const JOB_ATTEMPTS = 8;

/**
 * What follows a recorded room event: the broadcast, and the jobs that keep the game moving (ADR 0141): a
 * question's deadline and a reveal's end are delayed jobs on the queue, so whichever api node is alive runs them.
 */
@Injectable()
export class RoomFlows {
  private readonly logger = new Logger('Rooms');

  constructor(
    private readonly rooms: RoomStore,
    private readonly answers: AnswerLog,
    private readonly broadcaster: RoomBroadcaster,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get revealMs(): number {
    return this.config.rooms.revealMs;
  }

  now(): number {
    return this.clock.now().getTime();
  }

  /** Records a command and carries out what follows from it. */
  async run(roomId: string, command: RoomCommand, commandId: string): Promise<Executed> {
    const executed = await this.rooms.execute(roomId, command, commandId);
    if (executed.recorded) await this.follow(executed.state, executed.events);
    return executed;
  }

  /** Registers the room jobs: on every api node that serves sockets, in both modes. */
  async startJobs(): Promise<void> {
    await this.queue.process('rooms.close-question', async ({ room, number, reason }) =>
      this.quietly(() => this.close(room, number, reason)),
    );
    await this.queue.process('rooms.advance', async ({ room, number }) =>
      this.quietly(() => this.advance(room, number)),
    );
  }

  /**
   * `answersSeen`: how many of the question's answers the caller has read already (else they are read here
   * first). The close records it, so an answer among them is acknowledged without waiting for the results.
   */
  async close(
    roomId: string,
    number: number,
    reason: CloseReason,
    by?: IdentityKey,
    answersSeen?: number,
  ): Promise<void> {
    const seen = answersSeen ?? revisionsRead(await this.answers.read(roomId, number));
    const command: RoomCommand = {
      type: 'CloseQuestion',
      data: { number, reason, answersSeen: seen, ...(by === undefined ? {} : { by }) },
      metadata: { now: this.now() },
    };
    const executed = await this.run(roomId, command, nameBasedUuid(`room-close:${roomId}:${number}`));
    // A close that was recorded before a crash, with no results yet: finish it.
    if (!executed.recorded && executed.state.phase === 'closing' && executed.state.current?.number === number)
      await this.recordResults(roomId, number);
  }

  async advance(roomId: string, number: number, by?: IdentityKey): Promise<void> {
    const command: RoomCommand = {
      type: 'Advance',
      data: by === undefined ? { number } : { number, by },
      metadata: { now: this.now() },
    };
    await this.run(roomId, command, nameBasedUuid(`room-advance:${roomId}:${number}`));
  }

  /** Closes the question early when every connected player who may answer it has. */
  async closeIfAllAnswered(state: RoomState): Promise<void> {
    const open = state.current;
    if (state.phase !== 'question' || !open) return;
    const connected = [...state.players.values()].filter(
      (p) => p.connected && p.firstQuestion <= open.number,
    );
    const known = await this.answers.read(state.roomId, open.number);
    if (known.byKey.size < connected.length) return;
    if (connected.every((player) => known.byKey.has(player.key)))
      await this.close(state.roomId, open.number, 'all-answered', undefined, revisionsRead(known));
  }

  private async recordResults(roomId: string, number: number): Promise<void> {
    // Read after the close was recorded: every answer recorded before it is in (ADR 0140).
    const known = await this.answers.read(roomId, number);
    const command: RoomCommand = {
      type: 'RecordResults',
      data: { number, answers: known.answers },
      metadata: { now: this.now() },
    };
    await this.run(roomId, command, nameBasedUuid(`room-results:${roomId}:${number}`));
  }

  private async follow(state: RoomState, events: RoomEvent[]): Promise<void> {
    const now = this.now();
    this.broadcaster.publish(state, events, now, this.revealMs);
    for (const event of events) {
      if (event.type === 'QuestionOpened') {
        await this.queue.enqueue(
          'rooms.close-question',
          { room: state.roomId, number: event.data.number, reason: 'time' },
          {
            jobId: `room-deadline-${state.roomId}-${event.data.number}`,
            delayMs: Math.max(0, event.data.deadline - now),
            attempts: JOB_ATTEMPTS,
          },
        );
      } else if (event.type === 'QuestionClosing') {
        await this.recordResults(state.roomId, event.data.number);
      } else if (event.type === 'QuestionClosed') {
        await this.queue.enqueue(
          'rooms.advance',
          { room: state.roomId, number: event.data.number },
          {
            jobId: `room-advance-${state.roomId}-${event.data.number}`,
            delayMs: this.revealMs,
            attempts: JOB_ATTEMPTS,
          },
        );
      }
    }
  }

  /** A job about a room that is gone or has moved on has nothing left to do; anything else is retried. */
  private async quietly(run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      if (error instanceof DomainError) {
        this.logger.warn(`room job refused: ${error.code}`);
        return;
      }
      throw error;
    }
  }
}
