import type { Decider } from '../shared/decider.js';
import { assertNever } from '../shared/exhaustive.js';
import { roomErrors } from './room.errors.js';
import type {
  AnswerSubmitted,
  CloseReason,
  IdentityKey,
  QuestionResult,
  RoomEvent,
  RoomQuestion,
  RoomSettings,
} from './room.events.js';
import { speedPoints, streakBonus } from '../scoring/answer-points.rules.js';
import { evolveRoom, initialRoomState, type RoomState } from './room.state.js';

/** The most players one room takes: the product's target (issue 11). */
export const MAX_ROOM_PLAYERS = 2_000;

type Cmd<Type extends string, Data> = { type: Type; data: Data; metadata: { now: number } };

export type CreateRoom = Cmd<
  'CreateRoom',
  {
    roomId: string;
    host: { key: IdentityKey; name: string };
    settings: RoomSettings;
    questions: RoomQuestion[];
  }
>;
export type JoinRoom = Cmd<'JoinRoom', { key: IdentityKey; name: string }>;
/** A known player's connection is back (reconnect, reload, joinGame). */
export type ReturnToRoom = Cmd<'ReturnToRoom', { key: IdentityKey }>;
export type LeaveRoom = Cmd<'LeaveRoom', { key: IdentityKey }>;
export type KickPlayer = Cmd<'KickPlayer', { by: IdentityKey; name: string }>;
export type StartGame = Cmd<'StartGame', { by: IdentityKey }>;
/**
 * `by` is the host for a host's next; the deadline and all-answered closes come from the server.
 * `answersSeen`: how many answers of the question's stream the closer had read when it asked.
 */
export type CloseQuestion = Cmd<
  'CloseQuestion',
  { number: number; reason: CloseReason; by?: IdentityKey; answersSeen?: number }
>;
/** `answers`: the question's answers stream in order; only the first per player counts. */
export type RecordResults = Cmd<'RecordResults', { number: number; answers: AnswerSubmitted['data'][] }>;
/** After the reveal of `number`: the next question, or the end after the last. */
export type Advance = Cmd<'Advance', { number: number; by?: IdentityKey }>;
export type EndGame = Cmd<'EndGame', { by: IdentityKey }>;

export type RoomCommand =
  | CreateRoom
  | JoinRoom
  | ReturnToRoom
  | LeaveRoom
  | KickPlayer
  | StartGame
  | CloseQuestion
  | RecordResults
  | Advance
  | EndGame;

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function requireRoom(state: RoomState): void {
  if (!state.exists) throw roomErrors.notFound();
}

function requireHost(state: RoomState, by: IdentityKey | undefined): void {
  requireRoom(state);
  if (by !== undefined && by !== state.host.key) throw roomErrors.notHost();
}

function openQuestion(state: RoomState, number: number, now: number): RoomEvent {
  return {
    type: 'QuestionOpened',
    data: { number, openedAt: now, deadline: now + state.settings.secondsPerQuestion * 1000 },
  };
}

function decideJoin(command: JoinRoom, state: RoomState): RoomEvent[] {
  requireRoom(state);
  const { key, name } = command.data;
  const now = command.metadata.now;
  if (state.kicked.has(key)) throw roomErrors.kicked();
  if (key === state.host.key) return [];
  const known = state.players.get(key);
  if (known) return known.connected ? [] : [{ type: 'PlayerReturned', data: { key, at: now } }];
  if (state.phase === 'over') throw roomErrors.over();
  const started = state.current !== null;
  if (started && !state.settings.lateJoin) throw roomErrors.locked();
  if (state.players.size >= MAX_ROOM_PLAYERS) throw roomErrors.full(MAX_ROOM_PLAYERS);
  const taken =
    sameName(name, state.host.name) || [...state.players.values()].some((p) => sameName(p.name, name));
  if (taken) throw roomErrors.nameTaken();
  const firstQuestion = started ? state.current!.number + 1 : 1;
  return [{ type: 'PlayerJoined', data: { key, name, firstQuestion, at: now } }];
}

/** Scores the first answer of each player who could answer this question. */
export function scoreAnswers(
  state: RoomState,
  number: number,
  answers: AnswerSubmitted['data'][],
): QuestionResult[] {
  const question = state.questions[number - 1];
  if (!question) return [];
  const limitMs = state.settings.secondsPerQuestion * 1000;
  const results: QuestionResult[] = [];
  const seen = new Set<IdentityKey>();
  for (const answer of answers) {
    if (answer.number !== number || seen.has(answer.key)) continue;
    const player = state.players.get(answer.key);
    if (!player || player.firstQuestion > number) continue;
    seen.add(answer.key);
    const correct = answer.letter === question.correct;
    const points = correct ? speedPoints(answer.elapsedMs, limitMs) + streakBonus(player.streak + 1) : 0;
    results.push({ key: answer.key, letter: answer.letter, elapsedMs: answer.elapsedMs, correct, points });
  }
  return results;
}

export function decideRoom(command: RoomCommand, state: RoomState): RoomEvent[] {
  const now = command.metadata.now;
  switch (command.type) {
    case 'CreateRoom':
      if (state.exists) return [];
      return [{ type: 'RoomCreated', data: { ...command.data, at: now } }];
    case 'JoinRoom':
      return decideJoin(command, state);
    case 'ReturnToRoom': {
      requireRoom(state);
      if (state.kicked.has(command.data.key)) throw roomErrors.kicked();
      if (command.data.key === state.host.key) return [];
      const player = state.players.get(command.data.key);
      if (!player) throw roomErrors.notInRoom();
      return player.connected ? [] : [{ type: 'PlayerReturned', data: { key: player.key, at: now } }];
    }
    case 'LeaveRoom': {
      const player = state.players.get(command.data.key);
      return player?.connected ? [{ type: 'PlayerLeft', data: { key: player.key, at: now } }] : [];
    }
    case 'KickPlayer': {
      requireHost(state, command.data.by);
      const player = [...state.players.values()].find((p) => sameName(p.name, command.data.name));
      if (!player) throw roomErrors.noSuchPlayer();
      return [{ type: 'PlayerKicked', data: { key: player.key, name: player.name, at: now } }];
    }
    case 'StartGame':
      requireHost(state, command.data.by);
      if (state.phase !== 'lobby' || state.current !== null)
        throw roomErrors.wrongPhase('The game has started.');
      if (state.players.size === 0) throw roomErrors.noPlayers();
      return [{ type: 'GameStarted', data: { at: now } }, openQuestion(state, 1, now)];
    case 'CloseQuestion':
      requireHost(state, command.data.by);
      if (state.phase !== 'question' || state.current?.number !== command.data.number) {
        if (command.data.by !== undefined) throw roomErrors.wrongPhase('No question is open.');
        return [];
      }
      return [
        {
          type: 'QuestionClosing',
          data: {
            number: command.data.number,
            reason: command.data.reason,
            at: now,
            answersSeen: command.data.answersSeen ?? 0,
          },
        },
      ];
    case 'RecordResults':
      requireRoom(state);
      if (state.phase !== 'closing' || state.current?.number !== command.data.number) return [];
      return [
        {
          type: 'QuestionClosed',
          data: {
            number: command.data.number,
            results: scoreAnswers(state, command.data.number, command.data.answers),
            at: now,
          },
        },
      ];
    case 'Advance': {
      requireHost(state, command.data.by);
      if (state.phase !== 'reveal' || state.current?.number !== command.data.number) {
        if (command.data.by !== undefined) throw roomErrors.wrongPhase('Nothing to move on from.');
        return [];
      }
      const next = command.data.number + 1;
      return next <= state.questions.length
        ? [openQuestion(state, next, now)]
        : [{ type: 'GameEnded', data: { reason: 'finished', at: now } }];
    }
    case 'EndGame':
      requireHost(state, command.data.by);
      if (state.phase === 'over') return [];
      return [{ type: 'GameEnded', data: { reason: 'host', at: now } }];
    default:
      return assertNever(command);
  }
}

export const roomDecider: Decider<RoomState, RoomCommand, RoomEvent> = {
  initialState: initialRoomState,
  evolve: evolveRoom,
  decide: decideRoom,
};
