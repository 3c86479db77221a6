import { Inject, Injectable } from '@nestjs/common';
import {
  answerSchema,
  createRoomSchema,
  joinRoomSchema,
  kickSchema,
  roomOnlySchema,
  type RoomClientEventName,
  type RoomClientToServerEvents,
} from '@quiz/contracts';
import { DomainError, roomErrors, type RoomState } from '@quiz/domain';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { CreateRoomHandler } from '../commands/create-room/create-room.handler.js';
import { HostCommandsHandler } from '../commands/host-commands/host-commands.handler.js';
import { JoinRoomHandler } from '../commands/join-room/join-room.handler.js';
import { SubmitAnswerHandler } from '../commands/submit-answer/submit-answer.handler.js';
import { channels } from '../room-broadcaster.js';
import type { RoomCaller } from '../room-caller.js';
import { participantsOf } from '../room-views.js';
import { RoomStore } from '../room-store.js';
import { ROOM_GUESS_LIMITS } from '../rooms.tokens.js';
import type { RoomGuessLimits } from './socket-limits.js';

/** The data each command's ack carries, from the shared event map. */
type AckData<Name extends RoomClientEventName> = Parameters<
  Parameters<RoomClientToServerEvents[Name]>[1]
>[0] extends infer Reply
  ? Reply extends { data: infer Data }
    ? Exclude<Data, undefined>
    : never
  : never;

function parse<Schema extends z.ZodType>(schema: Schema, payload: unknown): z.output<Schema> {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new DomainError('validation', 'INVALID_PAYLOAD', `${where}${issue?.message ?? 'Invalid payload'}`);
}

/** Which rooms a socket plays in, so that its disconnect can be recorded. */
const playingIn = (socket: Socket): Set<string> =>
  ((socket.data as { rooms?: Set<string> }).rooms ??= new Set());

/** Parses each command with its contract schema and hands it to its use case; joins sockets to their channels. */
@Injectable()
export class RoomCommandRouter {
  constructor(
    private readonly create: CreateRoomHandler,
    private readonly joins: JoinRoomHandler,
    private readonly answers: SubmitAnswerHandler,
    private readonly host: HostCommandsHandler,
    private readonly rooms: RoomStore,
    @Inject(ROOM_GUESS_LIMITS) private readonly guesses: RoomGuessLimits,
  ) {}

  async handle<Name extends RoomClientEventName>(
    name: Name,
    socket: Socket,
    caller: RoomCaller,
    payload: unknown,
  ): Promise<AckData<Name>> {
    return (await this.dispatch(name, socket, caller, payload)) as AckData<Name>;
  }

  async disconnected(socket: Socket, caller: RoomCaller): Promise<void> {
    for (const roomId of playingIn(socket)) {
      // Another tab of the same player on this node keeps them connected.
      if ((socket.nsp.adapter.rooms.get(channels.player(roomId, caller.key))?.size ?? 0) > 0) continue;
      await this.joins.leave(caller, roomId);
    }
  }

  private async dispatch(name: RoomClientEventName, socket: Socket, caller: RoomCaller, payload: unknown) {
    switch (name) {
      case 'createRoom': {
        const state = await this.create.execute(caller, parse(createRoomSchema, payload));
        this.enter(socket, caller, state);
        socket.emit('roomCreated', { room: state.roomId });
        return this.joins.view(caller, state);
      }
      case 'joinRoom': {
        const { room, username } = parse(joinRoomSchema, payload);
        const state = await this.guarded(socket, caller, () => this.joins.join(caller, room, username));
        this.enter(socket, caller, state);
        socket.emit('roomJoined', { participants: participantsOf(state) });
        if (state.current !== null && state.phase !== 'over') socket.emit('startGame', { room });
        return this.joins.view(caller, state);
      }
      case 'joinGame': {
        const { room } = parse(roomOnlySchema, payload);
        const state = await this.guarded(socket, caller, () => this.joins.return(caller, room));
        this.enter(socket, caller, state);
        return this.joins.view(caller, state);
      }
      case 'answer': {
        const { room, answer } = parse(answerSchema, payload);
        return this.answers.execute(caller, room, answer);
      }
      case 'startGame': {
        const { room } = parse(roomOnlySchema, payload);
        this.enter(socket, caller, await this.host.start(caller, room));
        return { room };
      }
      case 'next': {
        const { room } = parse(roomOnlySchema, payload);
        await this.host.next(caller, room);
        return { room };
      }
      case 'kick': {
        const { room, participant } = parse(kickSchema, payload);
        return { participants: participantsOf(await this.host.kick(caller, room, participant)) };
      }
      case 'endGame': {
        const { room } = parse(roomOnlySchema, payload);
        await this.host.end(caller, room);
        return { room };
      }
    }
  }

  /** Room lookups by id are throttled by misses, per connection and per address. */
  private async guarded(
    socket: Socket,
    caller: RoomCaller,
    run: () => Promise<RoomState>,
  ): Promise<RoomState> {
    if (await this.guesses.blocked(socket.id, caller.address))
      throw new DomainError('forbidden', 'TOO_MANY_GUESSES', 'Too many unknown room ids; wait a minute.');
    try {
      return await run();
    } catch (error) {
      if (error instanceof DomainError && error.code === 'ROOM_NOT_FOUND')
        await this.guesses.miss(socket.id, caller.address);
      throw error;
    }
  }

  private enter(socket: Socket, caller: RoomCaller, state: RoomState): void {
    const roomId = state.roomId;
    if (!state.exists) throw roomErrors.notFound();
    if (caller.key === state.host.key) {
      void socket.join([channels.room(roomId), channels.host(roomId)]);
      return;
    }
    void socket.join([channels.room(roomId), channels.player(roomId, caller.key)]);
    playingIn(socket).add(roomId);
  }
}
