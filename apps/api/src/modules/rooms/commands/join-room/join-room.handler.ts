import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { GameView } from '@quiz/contracts';
import type { RoomState } from '@quiz/domain';
import { AnswerLog } from '../../answer-log.js';
import { RoomFlows } from '../../room-flows.js';
import type { RoomCaller } from '../../room-caller.js';
import { gameView } from '../../room-views.js';

/** joinRoom (a name, in the lobby or late), joinGame and reconnects (ADR 0143), and leaving. */
@Injectable()
export class JoinRoomHandler {
  constructor(
    private readonly flows: RoomFlows,
    private readonly answers: AnswerLog,
  ) {}

  async join(caller: RoomCaller, roomId: string, name: string): Promise<RoomState> {
    const command = {
      type: 'JoinRoom' as const,
      data: { key: caller.key, name },
      metadata: { now: this.flows.now() },
    };
    return (await this.flows.run(roomId, command, randomUUID())).state;
  }

  /** Back in the room with the same name, score and streak; refused only to strangers and the kicked. */
  async return(caller: RoomCaller, roomId: string): Promise<RoomState> {
    const command = {
      type: 'ReturnToRoom' as const,
      data: { key: caller.key },
      metadata: { now: this.flows.now() },
    };
    return (await this.flows.run(roomId, command, randomUUID())).state;
  }

  async leave(caller: RoomCaller, roomId: string): Promise<void> {
    const command = {
      type: 'LeaveRoom' as const,
      data: { key: caller.key },
      metadata: { now: this.flows.now() },
    };
    const left = await this.flows.run(roomId, command, randomUUID());
    // The one still missing may have been the one who left.
    if (left.recorded) await this.flows.closeIfAllAnswered(left.state);
  }

  /** The whole view a freshly loaded page resumes from. */
  async view(caller: RoomCaller, state: RoomState): Promise<GameView> {
    const open = state.current;
    const live = open && (state.phase === 'question' || state.phase === 'closing');
    const known = live ? await this.answers.read(state.roomId, open.number) : undefined;
    return gameView(state, caller.key, {
      now: this.flows.now(),
      answered: known?.byKey.size ?? 0,
      myAnswer: known?.byKey.get(caller.key) ?? null,
      revealMs: this.flows.revealMs,
    });
  }
}
