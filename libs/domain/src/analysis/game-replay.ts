import type { AnswerLetter } from '../questions/answer-key.rules.js';
import type { AnswerSubmitted, IdentityKey, RoomEvent } from '../rooms/room.events.js';
import { standingsOf } from '../rooms/room.scoring.js';
import { isQuestionOpen } from '../rooms/room.answers.js';
import { evolveRoom, initialRoomState, type RoomPhase, type RoomState } from '../rooms/room.state.js';
import { replaySteps, type ReplayStep, type TimedEvent } from './replay.js';

export type GameReplayEvent = RoomEvent | AnswerSubmitted;

/** A game being replayed: the room decider's own state, and the answers given to the open question so far. */
export interface GameReplayState {
  room: RoomState;
  submitted: AnswerSubmitted['data'][];
}

export const initialGameReplayState = (): GameReplayState => ({ room: initialRoomState(), submitted: [] });

/**
 * The room's `evolve`; answers live in their question's own stream (ADR 0140) and are shown as they came
 * until the question closes, when the room's results (what was counted) take over.
 */
export function evolveGameReplay(state: GameReplayState, event: GameReplayEvent): GameReplayState {
  if (event.type === 'AnswerSubmitted') {
    const counts = isQuestionOpen(state.room, event.data.number);
    const again = state.submitted.some((answer) => answer.key === event.data.key);
    return counts && !again ? { ...state, submitted: [...state.submitted, event.data] } : state;
  }
  const room = evolveRoom(state.room, event);
  const settled = event.type === 'QuestionOpened' || event.type === 'QuestionClosed';
  return { room, submitted: settled ? [] : state.submitted };
}

/** Who a player is on the analyst's screen: a pseudonym, or for admins the name. */
export type PlayerLabel = (key: IdentityKey, nameInRoom: string) => string;

export type GameAction =
  | 'created'
  | 'joined'
  | 'left'
  | 'returned'
  | 'kicked'
  | 'started'
  | 'question-opened'
  | 'question-closing'
  | 'question-closed'
  | 'answered'
  | 'ended';

export interface GameReplayView {
  phase: RoomPhase;
  roomId: string;
  topic: string;
  difficulty: string;
  questionCount: number;
  secondsPerQuestion: number;
  host: string;
  players: { player: string; connected: boolean }[];
  /** The question open, closing or revealed, as the players saw it. */
  question: {
    number: number;
    text: string;
    options: [string, string, string, string];
    openedAt: number;
    deadline: number;
  } | null;
  /** Answers to the open question, in the order they came, before the reveal. */
  submitted: { player: string; letter: AnswerLetter; elapsedMs: number }[];
  reveal: {
    correct: AnswerLetter;
    explanation: string;
    results: { player: string; letter: AnswerLetter; elapsedMs: number; correct: boolean; points: number }[];
  } | null;
  standings: { rank: number; player: string; score: number; streak: number }[];
  /** What this step was, and who did it (the host for start, kick and a host's end or close). */
  action: { kind: GameAction; by: string | null; reason: string | null };
}

function actionOf(state: RoomState, event: GameReplayEvent, label: PlayerLabel): GameReplayView['action'] {
  const host = label(state.host.key, state.host.name);
  const player = (key: IdentityKey) => label(key, state.players.get(key)?.name ?? '');
  switch (event.type) {
    case 'RoomCreated':
      return { kind: 'created', by: host, reason: null };
    case 'PlayerJoined':
      return { kind: 'joined', by: label(event.data.key, event.data.name), reason: null };
    case 'PlayerLeft':
      return { kind: 'left', by: player(event.data.key), reason: null };
    case 'PlayerReturned':
      return { kind: 'returned', by: player(event.data.key), reason: null };
    case 'PlayerKicked':
      return { kind: 'kicked', by: host, reason: label(event.data.key, event.data.name) };
    case 'GameStarted':
      return { kind: 'started', by: host, reason: null };
    case 'QuestionOpened':
      return { kind: 'question-opened', by: null, reason: null };
    case 'QuestionClosing':
      return {
        kind: 'question-closing',
        by: event.data.reason === 'host' ? host : null,
        reason: event.data.reason,
      };
    case 'QuestionClosed':
      return { kind: 'question-closed', by: null, reason: null };
    case 'AnswerSubmitted':
      return { kind: 'answered', by: player(event.data.key), reason: null };
    case 'GameEnded':
      return { kind: 'ended', by: event.data.reason === 'host' ? host : null, reason: event.data.reason };
  }
}

export function gameReplayView(label: PlayerLabel) {
  return (state: GameReplayState, event: GameReplayEvent): GameReplayView => {
    const { room } = state;
    const nameOf = (key: IdentityKey) => label(key, room.players.get(key)?.name ?? '');
    const current = room.current;
    const question = current ? room.questions[current.number - 1] : undefined;
    return {
      phase: room.phase,
      roomId: room.roomId,
      topic: room.settings.topic,
      difficulty: room.settings.difficulty,
      questionCount: room.settings.questionCount,
      secondsPerQuestion: room.settings.secondsPerQuestion,
      host: label(room.host.key, room.host.name),
      players: [...room.players.values()].map((p) => ({
        player: label(p.key, p.name),
        connected: p.connected,
      })),
      question:
        current && question
          ? {
              number: current.number,
              text: question.text,
              options: question.options,
              openedAt: current.openedAt,
              deadline: current.deadline,
            }
          : null,
      submitted: state.submitted.map((a) => ({
        player: nameOf(a.key),
        letter: a.letter,
        elapsedMs: a.elapsedMs,
      })),
      reveal:
        (room.phase === 'reveal' || room.phase === 'over') && question && room.lastResults
          ? {
              correct: question.correct,
              explanation: question.explanation,
              results: room.lastResults.map((r) => ({
                player: nameOf(r.key),
                letter: r.letter,
                elapsedMs: r.elapsedMs,
                correct: r.correct,
                points: r.points,
              })),
            }
          : null,
      standings: standingsOf(room.players.values()).map((s) => ({
        rank: s.rank,
        player: label(s.key, s.name),
        score: s.score,
        streak: s.streak,
      })),
      action: actionOf(room, event, label),
    };
  };
}

/** A game, step by step, as the room decider saw it: the room's events with its answers merged in by time. */
export function replayGame(
  events: readonly TimedEvent<GameReplayEvent>[],
  label: PlayerLabel,
): ReplayStep<GameReplayView>[] {
  return replaySteps(events, initialGameReplayState(), evolveGameReplay, gameReplayView(label));
}

/**
 * A game's timeline: the room's stream and its questions' answers streams (ADR 0140), by time. At the same
 * instant the room's event comes first, so an answer never precedes the opening of its question.
 */
export function gameTimeline(
  room: readonly TimedEvent<RoomEvent>[],
  answerStreams: readonly (readonly TimedEvent<AnswerSubmitted>[])[],
): TimedEvent<GameReplayEvent>[] {
  const tagged = [
    ...room.map((entry, order) => ({ entry, source: 0, order })),
    ...answerStreams.flatMap((stream, s) => stream.map((entry, order) => ({ entry, source: s + 1, order }))),
  ];
  tagged.sort((a, b) => a.entry.at - b.entry.at || a.source - b.source || a.order - b.order);
  return tagged.map(({ entry }) => entry);
}
