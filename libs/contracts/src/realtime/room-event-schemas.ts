import type { z } from 'zod';
import { roomAckSchema } from './room-acks.js';
import {
  answerSchema,
  createRoomSchema,
  joinRoomSchema,
  kickSchema,
  roomOnlySchema,
} from './room-commands.js';
import type {
  RoomClientEventName,
  RoomClientToServerEvents,
  RoomServerEventName,
  RoomServerToClientEvents,
} from './room-event-map.js';
import {
  answerAcceptedSchema,
  answerCountSchema,
  gameOverSchema,
  gameViewSchema,
  kickedSchema,
  multiplayerQuestionSchema,
  participantsEventSchema,
  playerResultSchema,
  revealSchema,
  roomCreatedSchema,
  startGameEventSchema,
} from './room-events.js';

type AckOf<Name extends RoomClientEventName> = Parameters<Parameters<RoomClientToServerEvents[Name]>[1]>[0];

/**
 * The event map of room-event-map.ts as schemas, for what describes it at run time (the AsyncAPI document,
 * ADR 0160). Every event of the map must be here, with a payload schema whose input is the event's payload and
 * an ack schema whose output is its ack, or this file does not compile.
 */
export const roomClientEventSchemas = {
  createRoom: { payload: createRoomSchema, ack: roomAckSchema(gameViewSchema) },
  joinRoom: { payload: joinRoomSchema, ack: roomAckSchema(gameViewSchema) },
  joinGame: { payload: roomOnlySchema, ack: roomAckSchema(gameViewSchema) },
  answer: { payload: answerSchema, ack: roomAckSchema(answerAcceptedSchema) },
  startGame: { payload: roomOnlySchema, ack: roomAckSchema(startGameEventSchema) },
  next: { payload: roomOnlySchema, ack: roomAckSchema(startGameEventSchema) },
  kick: { payload: kickSchema, ack: roomAckSchema(participantsEventSchema) },
  endGame: { payload: roomOnlySchema, ack: roomAckSchema(startGameEventSchema) },
} satisfies {
  [Name in RoomClientEventName]: {
    payload: z.ZodType<unknown, Parameters<RoomClientToServerEvents[Name]>[0]>;
    ack: z.ZodType<AckOf<Name>>;
  };
};

/** Server → client, likewise held to the map. */
export const roomServerEventSchemas = {
  roomCreated: roomCreatedSchema,
  roomJoined: participantsEventSchema,
  updateParticipants: participantsEventSchema,
  startGame: startGameEventSchema,
  question: multiplayerQuestionSchema,
  nextQuestion: multiplayerQuestionSchema,
  reveal: revealSchema,
  result: playerResultSchema,
  answerCount: answerCountSchema,
  kicked: kickedSchema,
  gameOver: gameOverSchema,
} satisfies { [Name in RoomServerEventName]: z.ZodType<Parameters<RoomServerToClientEvents[Name]>[0]> };
