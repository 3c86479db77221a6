import { Injectable } from '@nestjs/common';
import type { RoomClientToServerEvents, RoomServerToClientEvents } from '@quiz/contracts';
import type { IdentityKey, RoomEvent, RoomState } from '@quiz/domain';
import type { Server } from 'socket.io';
import { gameOverView, participantsOf, playerResults, questionView, revealView } from './room-views.js';

export type RoomServer = Server<RoomClientToServerEvents, RoomServerToClientEvents>;

/** socket.io rooms ("channels" here, to keep them apart from quiz rooms). */
export const channels = {
  room: (roomId: string) => `room:${roomId}`,
  host: (roomId: string) => `host:${roomId}`,
  player: (roomId: string, key: IdentityKey) => `player:${roomId}:${key}`,
};

/**
 * Turns recorded room events into what clients receive. Through the Redis adapter in server mode, so a
 * broadcast from any node reaches every node's sockets.
 */
@Injectable()
export class RoomBroadcaster {
  private server: RoomServer | undefined;

  attach(server: RoomServer): void {
    this.server = server;
  }

  get attached(): boolean {
    return this.server !== undefined;
  }

  /** This node's open sockets and the quiz rooms they are in (socket.io's local adapter, not the cluster). */
  localCounts(): { sockets: number; rooms: number } {
    const namespace = this.server?.of('/');
    if (!namespace) return { sockets: 0, rooms: 0 };
    let rooms = 0;
    for (const channel of namespace.adapter.rooms.keys()) if (channel.startsWith('room:')) rooms++;
    return { sockets: namespace.sockets.size, rooms };
  }

  publish(state: RoomState, events: RoomEvent[], now: number, revealMs: number): void {
    const io = this.server;
    if (!io) return;
    const room = state.roomId;
    const everyone = io.to(channels.room(room));
    for (const event of events) {
      switch (event.type) {
        case 'PlayerJoined':
          everyone.emit('updateParticipants', { participants: participantsOf(state) });
          break;
        case 'PlayerKicked':
          io.to(channels.player(room, event.data.key)).emit('kicked', { room });
          io.in(channels.player(room, event.data.key)).socketsLeave([
            channels.room(room),
            channels.player(room, event.data.key),
          ]);
          everyone.emit('updateParticipants', { participants: participantsOf(state) });
          break;
        case 'GameStarted':
          everyone.emit('startGame', { room });
          break;
        case 'QuestionOpened': {
          const view = questionView(state, now);
          if (view) everyone.emit(event.data.number === 1 ? 'question' : 'nextQuestion', view);
          break;
        }
        case 'QuestionClosed': {
          const reveal = revealView(state, revealMs);
          if (reveal) everyone.emit('reveal', reveal);
          for (const { key, ...result } of playerResults(state))
            io.to(channels.player(room, key)).emit('result', result);
          break;
        }
        case 'GameEnded':
          everyone.emit('gameOver', gameOverView(state));
          break;
        default:
          break;
      }
    }
  }

  answerCount(roomId: string, count: { number: number; answered: number; players: number }): void {
    this.server?.to(channels.host(roomId)).emit('answerCount', { room: roomId, ...count });
  }
}
