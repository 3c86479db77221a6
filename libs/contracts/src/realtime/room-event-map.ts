import type { RoomAck } from './room-acks.js';
import type {
  AnswerPayload,
  CreateRoomPayload,
  JoinRoomPayload,
  KickPayload,
  RoomOnlyPayload,
} from './room-commands.js';
import type {
  AnswerAccepted,
  AnswerCount,
  GameOver,
  GameView,
  Kicked,
  MultiplayerQuestion,
  ParticipantsEvent,
  PlayerResult,
  Reveal,
  RoomCreated,
  StartGameEvent,
} from './room-events.js';

/** The socket.io path (spec §9). */
export const SOCKET_PATH = '/socket.io';
/** Socket.io refuses frames larger than this (`maxHttpBufferSize`): every payload here is far smaller. */
export const SOCKET_MAX_MESSAGE_BYTES = 4_096;

type Command<Payload, Data> = (payload: Payload, ack: (reply: RoomAck<Data>) => void) => void;

/**
 * Client → server (spec §7 plus the host's commands). Every one is acknowledged `{data}` or `{error}`.
 * The server validates each payload with the schema of the same name in room-commands.ts.
 */
export interface RoomClientToServerEvents {
  createRoom: Command<CreateRoomPayload, GameView>;
  joinRoom: Command<JoinRoomPayload, GameView>;
  /** The game screen's first call: the whole current view, so a reloaded page resumes. */
  joinGame: Command<RoomOnlyPayload, GameView>;
  answer: Command<AnswerPayload, AnswerAccepted>;
  /** Host only. */
  startGame: Command<RoomOnlyPayload, { room: string }>;
  /** Host only: close the open question now, or move on from the reveal at once. */
  next: Command<RoomOnlyPayload, { room: string }>;
  /** Host only. */
  kick: Command<KickPayload, ParticipantsEvent>;
  /** Host only. */
  endGame: Command<RoomOnlyPayload, { room: string }>;
}

/** Server → client (spec §7's names and payloads, plus what a live game needs). */
export interface RoomServerToClientEvents {
  roomCreated: (event: RoomCreated) => void;
  roomJoined: (event: ParticipantsEvent) => void;
  updateParticipants: (event: ParticipantsEvent) => void;
  startGame: (event: StartGameEvent) => void;
  /** The first question. */
  question: (event: MultiplayerQuestion) => void;
  /** Every later question. */
  nextQuestion: (event: MultiplayerQuestion) => void;
  reveal: (event: Reveal) => void;
  /** To one player, after each reveal and at game over. */
  result: (event: PlayerResult) => void;
  /** To the host, as answers come in. */
  answerCount: (event: AnswerCount) => void;
  kicked: (event: Kicked) => void;
  gameOver: (event: GameOver) => void;
}

export type RoomClientEventName = keyof RoomClientToServerEvents;
export type RoomServerEventName = keyof RoomServerToClientEvents;
