import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { roomErrors, type RoomState } from '@quiz/domain';
import { RoomFlows } from '../../room-flows.js';
import type { RoomCaller } from '../../room-caller.js';
import { RoomStore } from '../../room-store.js';

/** startGame, next, kick and endGame: refused by the room's decider to anyone but its host. */
@Injectable()
export class HostCommandsHandler {
  constructor(
    private readonly flows: RoomFlows,
    private readonly rooms: RoomStore,
  ) {}

  async start(caller: RoomCaller, roomId: string): Promise<RoomState> {
    const command = {
      type: 'StartGame' as const,
      data: { by: caller.key },
      metadata: { now: this.flows.now() },
    };
    return (await this.flows.run(roomId, command, randomUUID())).state;
  }

  /** Closes the open question now, or moves on from the reveal at once. */
  async next(caller: RoomCaller, roomId: string): Promise<void> {
    const state = await this.rooms.read(roomId);
    if (!state.exists) throw roomErrors.notFound();
    if (caller.key !== state.host.key) throw roomErrors.notHost();
    const number = state.current?.number;
    if (number !== undefined && state.phase === 'question')
      return this.flows.close(roomId, number, 'host', caller.key);
    if (number !== undefined && state.phase === 'reveal')
      return this.flows.advance(roomId, number, caller.key);
    throw roomErrors.wrongPhase(
      state.phase === 'closing' ? 'The question is closing.' : 'Nothing to move on to.',
    );
  }

  async kick(caller: RoomCaller, roomId: string, name: string): Promise<RoomState> {
    const command = {
      type: 'KickPlayer' as const,
      data: { by: caller.key, name },
      metadata: { now: this.flows.now() },
    };
    return (await this.flows.run(roomId, command, randomUUID())).state;
  }

  async end(caller: RoomCaller, roomId: string): Promise<void> {
    const command = {
      type: 'EndGame' as const,
      data: { by: caller.key },
      metadata: { now: this.flows.now() },
    };
    await this.flows.run(roomId, command, randomUUID());
  }
}
