import type {
  AnswerAccepted,
  AnswerCount,
  AnswerLetter,
  GameOver,
  GameView,
  MultiplayerQuestion,
  PlayerResult,
  Reveal,
  RoomPhase,
  RoomSettings,
} from '@quiz/contracts';
import { clockOffsetMs } from './countdown.js';

/**
 * What the game screen shows, folded from the `joinGame` view and the live events. Events can arrive twice or out of
 * order around a reconnect (a `question` buffered before the fresh `joinGame` answer, a late `answerCount`), so each
 * one applies only if it is not older than what is shown: the screen never goes back to an earlier question.
 */
export interface GameScreenState {
  room: string;
  phase: RoomPhase;
  isHost: boolean;
  name: string;
  host: string;
  participants: string[];
  settings: RoomSettings | null;
  /** The open question, or the one just revealed. */
  question: MultiplayerQuestion | null;
  /** How far the server's clock is ahead of this device's, measured when the question (or view) arrived. */
  clockOffsetMs: number;
  myAnswer: AnswerLetter | null;
  reveal: Reveal | null;
  answered: number;
  me: { score: number; streak: number; rank: number } | null;
  /** How this player did on the last revealed question. */
  lastResult: PlayerResult | null;
  gameOver: GameOver | null;
  kicked: boolean;
}

export type GameEvent =
  | { type: 'view'; view: GameView; receivedAt: number }
  | { type: 'question'; question: MultiplayerQuestion; receivedAt: number }
  | { type: 'reveal'; reveal: Reveal }
  | { type: 'result'; result: PlayerResult }
  | { type: 'answerCount'; count: AnswerCount }
  | { type: 'answerAccepted'; accepted: AnswerAccepted }
  | { type: 'participants'; participants: string[] }
  | { type: 'gameOver'; gameOver: GameOver }
  | { type: 'kicked' };

export const initialGameState = (room: string): GameScreenState => ({
  room,
  phase: 'lobby',
  isHost: false,
  name: '',
  host: '',
  participants: [],
  settings: null,
  question: null,
  clockOffsetMs: 0,
  myAnswer: null,
  reveal: null,
  answered: 0,
  me: null,
  lastResult: null,
  gameOver: null,
  kicked: false,
});

/** Where a game is: question n open < question n revealed < question n+1 open < ... < over. */
export function progressOf(phase: RoomPhase, number: number): number {
  switch (phase) {
    case 'lobby':
      return 0;
    case 'question':
      return number * 2;
    case 'reveal':
      return number * 2 + 1;
    case 'over':
      return Number.POSITIVE_INFINITY;
  }
}

const shownProgress = (state: GameScreenState): number =>
  progressOf(state.phase, state.reveal?.number ?? state.question?.number ?? 0);

export function gameReducer(state: GameScreenState, event: GameEvent): GameScreenState {
  switch (event.type) {
    case 'view': {
      const { view } = event;
      const number = view.reveal?.number ?? view.question?.number ?? 0;
      // A view asked for before a later event arrived must not undo it.
      if (progressOf(view.phase, number) < shownProgress(state)) {
        return { ...state, isHost: view.isHost, name: view.name, host: view.host, settings: view.settings };
      }
      const sameQuestion = view.question && state.question?.number === view.question.number;
      return {
        ...state,
        room: view.room,
        phase: view.phase,
        isHost: view.isHost,
        name: view.name,
        host: view.host,
        participants: view.participants,
        settings: view.settings,
        question:
          view.question ??
          (view.phase === 'reveal' && state.question?.number === view.reveal?.number ? state.question : null),
        clockOffsetMs: view.question ? clockOffsetMs(view.serverNow, event.receivedAt) : state.clockOffsetMs,
        myAnswer: view.myAnswer ?? (sameQuestion ? state.myAnswer : null),
        reveal: view.reveal,
        answered: view.answered,
        me: view.me,
        gameOver: view.gameOver,
        kicked: false,
      };
    }
    case 'question': {
      const { question } = event;
      const progress = progressOf('question', question.number);
      if (progress < shownProgress(state)) return state;
      const again = state.phase === 'question' && state.question?.number === question.number;
      return {
        ...state,
        phase: 'question',
        question,
        clockOffsetMs: clockOffsetMs(question.serverNow, event.receivedAt),
        myAnswer: again ? state.myAnswer : null,
        reveal: null,
        answered: again ? state.answered : 0,
      };
    }
    case 'reveal': {
      const { reveal } = event;
      if (progressOf('reveal', reveal.number) < shownProgress(state)) return state;
      const keepsQuestion = state.question?.number === reveal.number;
      return {
        ...state,
        phase: 'reveal',
        reveal,
        question: keepsQuestion ? state.question : null,
        myAnswer: keepsQuestion ? state.myAnswer : null,
        answered: reveal.answered,
      };
    }
    case 'result': {
      const { result } = event;
      if (state.lastResult && result.number < state.lastResult.number) return state;
      return {
        ...state,
        lastResult: result,
        me: { score: result.score, streak: result.streak, rank: result.rank },
      };
    }
    case 'answerCount': {
      const { count } = event;
      if (state.phase !== 'question' || state.question?.number !== count.number) return state;
      return { ...state, answered: Math.max(state.answered, count.answered) };
    }
    case 'answerAccepted': {
      const { accepted } = event;
      if (state.question?.number !== accepted.number || state.phase === 'over') return state;
      return { ...state, myAnswer: accepted.letter };
    }
    case 'participants':
      return { ...state, participants: event.participants };
    case 'gameOver':
      return { ...state, phase: 'over', gameOver: event.gameOver };
    case 'kicked':
      return { ...state, kicked: true };
  }
}

/** The option counts of a reveal as bars: each option's share of the answers given, in whole percent. */
export function optionShares(reveal: Reveal): Record<AnswerLetter, number> {
  const total = reveal.counts.A + reveal.counts.B + reveal.counts.C + reveal.counts.D;
  const share = (count: number) => (total === 0 ? 0 : Math.round((count / total) * 100));
  return {
    A: share(reveal.counts.A),
    B: share(reveal.counts.B),
    C: share(reveal.counts.C),
    D: share(reveal.counts.D),
  };
}
