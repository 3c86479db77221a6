import { assertNever } from '../shared/exhaustive.js';
import type { IdentityKey, QuestionResult, RoomEvent, RoomQuestion, RoomSettings } from './room.events.js';

export interface RoomPlayer {
  key: IdentityKey;
  name: string;
  firstQuestion: number;
  connected: boolean;
  score: number;
  streak: number;
  /** The questions whose answer from this player was counted. */
  counted: number[];
}

export type RoomPhase = 'lobby' | 'question' | 'closing' | 'reveal' | 'over';

export interface OpenQuestion {
  number: number;
  openedAt: number;
  deadline: number;
  /** Once its close began: the answers (by stream revision) known to be in its results. */
  answersSeen?: number;
}

export interface RoomState {
  exists: boolean;
  phase: RoomPhase;
  roomId: string;
  host: { key: IdentityKey; name: string };
  settings: RoomSettings;
  questions: RoomQuestion[];
  /** Players in joining order, kicked ones removed. */
  players: Map<IdentityKey, RoomPlayer>;
  kicked: Set<IdentityKey>;
  /** The question open, closing, or last revealed. */
  current: OpenQuestion | null;
  /** The results of the last closed question, and when it closed. */
  lastResults: QuestionResult[] | null;
  lastClosedAt: number | null;
}

export function initialRoomState(): RoomState {
  return {
    exists: false,
    phase: 'lobby',
    roomId: '',
    host: { key: '', name: '' },
    settings: { topic: '', difficulty: 'medium', questionCount: 0, secondsPerQuestion: 0, lateJoin: true },
    questions: [],
    players: new Map(),
    kicked: new Set(),
    current: null,
    lastResults: null,
    lastClosedAt: null,
  };
}

function withPlayer(
  state: RoomState,
  key: IdentityKey,
  change: (player: RoomPlayer) => RoomPlayer,
): RoomState {
  const player = state.players.get(key);
  if (!player) return state;
  const players = new Map(state.players);
  players.set(key, change(player));
  return { ...state, players };
}

export function evolveRoom(state: RoomState, event: RoomEvent): RoomState {
  switch (event.type) {
    case 'RoomCreated':
      return {
        ...state,
        exists: true,
        roomId: event.data.roomId,
        host: event.data.host,
        settings: event.data.settings,
        questions: event.data.questions,
      };
    case 'PlayerJoined': {
      const players = new Map(state.players);
      const { key, name, firstQuestion } = event.data;
      players.set(key, { key, name, firstQuestion, connected: true, score: 0, streak: 0, counted: [] });
      return { ...state, players };
    }
    case 'PlayerLeft':
      return withPlayer(state, event.data.key, (player) => ({ ...player, connected: false }));
    case 'PlayerReturned':
      return withPlayer(state, event.data.key, (player) => ({ ...player, connected: true }));
    case 'PlayerKicked': {
      const players = new Map(state.players);
      players.delete(event.data.key);
      return { ...state, players, kicked: new Set(state.kicked).add(event.data.key) };
    }
    case 'GameStarted':
      return state;
    case 'QuestionOpened':
      return { ...state, phase: 'question', current: { ...event.data }, lastResults: null };
    case 'QuestionClosing':
      return {
        ...state,
        phase: 'closing',
        current: state.current && { ...state.current, answersSeen: event.data.answersSeen ?? 0 },
      };
    case 'QuestionClosed': {
      const byKey = new Map(event.data.results.map((result) => [result.key, result]));
      const players = new Map<IdentityKey, RoomPlayer>();
      for (const [key, player] of state.players) {
        const result = byKey.get(key);
        const eligible = player.firstQuestion <= event.data.number;
        players.set(
          key,
          !eligible
            ? player
            : result
              ? {
                  ...player,
                  score: player.score + result.points,
                  streak: result.correct ? player.streak + 1 : 0,
                  counted: [...player.counted, event.data.number],
                }
              : { ...player, streak: 0 },
        );
      }
      return {
        ...state,
        phase: 'reveal',
        players,
        lastResults: event.data.results,
        lastClosedAt: event.data.at,
      };
    }
    case 'GameEnded':
      return { ...state, phase: 'over' };
    default:
      return assertNever(event);
  }
}
