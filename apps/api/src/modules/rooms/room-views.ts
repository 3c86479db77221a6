import {
  STANDINGS_SHOWN,
  type GameOver,
  type GameView,
  type MultiplayerQuestion,
  type PlayerResult,
  type Reveal,
  type Standing as StandingView,
} from '@quiz/contracts';
import { ANSWER_LETTERS, standingsOf, type IdentityKey, type RoomState, type Standing } from '@quiz/domain';

/** How long the key, explanation and standings stay up before the next question opens by itself. */
export const DEFAULT_REVEAL_MS = 5_000;

/** Spec §3: participants are the players' names, in joining order. */
export const participantsOf = (state: RoomState): string[] => [...state.players.values()].map((p) => p.name);

export const eligiblePlayers = (state: RoomState, number: number) =>
  [...state.players.values()].filter((player) => player.firstQuestion <= number);

const shown = (standings: Standing[]): StandingView[] =>
  standings.slice(0, STANDINGS_SHOWN).map(({ rank, name, score, streak }) => ({ rank, name, score, streak }));

export function questionView(state: RoomState, now: number): MultiplayerQuestion | null {
  const open = state.current;
  if (!open || (state.phase !== 'question' && state.phase !== 'closing')) return null;
  const question = state.questions[open.number - 1]!;
  const [A, B, C, D] = question.options;
  return {
    room: state.roomId,
    text: question.text,
    options: { A, B, C, D },
    number: open.number,
    total: state.questions.length,
    deadline: open.deadline,
    serverNow: now,
    secondsPerQuestion: state.settings.secondsPerQuestion,
  };
}

export function revealView(state: RoomState, revealMs: number): Reveal | null {
  const open = state.current;
  if (!open || state.phase !== 'reveal' || !state.lastResults) return null;
  const question = state.questions[open.number - 1]!;
  const counts = { A: 0, B: 0, C: 0, D: 0 };
  for (const result of state.lastResults) counts[result.letter] += 1;
  const last = open.number >= state.questions.length;
  return {
    room: state.roomId,
    number: open.number,
    total: state.questions.length,
    correct: question.correct,
    correctText: question.options[ANSWER_LETTERS.indexOf(question.correct)]!,
    explanation: question.explanation,
    counts,
    answered: state.lastResults.length,
    players: eligiblePlayers(state, open.number).length,
    standings: shown(standingsOf(state.players.values())),
    nextAt: last ? null : (state.lastClosedAt ?? 0) + revealMs,
  };
}

export function gameOverView(state: RoomState): GameOver {
  return {
    room: state.roomId,
    standings: shown(standingsOf(state.players.values())),
    players: state.players.size,
  };
}

/** Each player's own line after a reveal: what they answered, what it earned, where they stand. */
export function playerResults(state: RoomState): (PlayerResult & { key: IdentityKey })[] {
  const open = state.current;
  if (!open || !state.lastResults) return [];
  const byKey = new Map(state.lastResults.map((result) => [result.key, result]));
  return standingsOf(state.players.values())
    .filter((row) => state.players.get(row.key)!.firstQuestion <= open.number)
    .map((row) => {
      const result = byKey.get(row.key);
      return {
        key: row.key,
        room: state.roomId,
        number: open.number,
        answer: result?.letter ?? null,
        correct: result?.correct ?? false,
        points: result?.points ?? 0,
        score: row.score,
        streak: row.streak,
        rank: row.rank,
      };
    });
}

export function gameView(
  state: RoomState,
  caller: IdentityKey,
  extras: { now: number; answered: number; myAnswer: GameView['myAnswer']; revealMs: number },
): GameView {
  const isHost = caller === state.host.key;
  const me = isHost ? undefined : standingsOf(state.players.values()).find((row) => row.key === caller);
  const phase = state.phase === 'closing' ? 'question' : state.phase;
  return {
    room: state.roomId,
    phase: state.current === null && phase !== 'over' ? 'lobby' : phase,
    isHost,
    name: isHost ? state.host.name : (state.players.get(caller)?.name ?? ''),
    host: state.host.name,
    participants: participantsOf(state),
    settings: { ...state.settings },
    question: questionView(state, extras.now),
    myAnswer: extras.myAnswer,
    reveal: revealView(state, extras.revealMs),
    answered: extras.answered,
    me: me ? { score: me.score, streak: me.streak, rank: me.rank } : null,
    gameOver: state.phase === 'over' ? gameOverView(state) : null,
    serverNow: extras.now,
  };
}
