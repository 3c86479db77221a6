import { z } from 'zod';
import {
  recordRound,
  scoreBeforeRound,
  type GameAnswer,
  type GameRecord,
  type GameScore,
  type PlayedRound,
} from '@quiz/domain';
import { readStorage, sessionKeys, writeStorage } from '@/lib/storage';

/**
 * The game in progress lives in the tab's session storage (ADR 0179): the rounds of one topic travel from /play to
 * /result and on to the next round without a server read, and a new tab starts a new game.
 */
const gameRecordSchema = z.object({
  topic: z.string(),
  difficulty: z.string(),
  rounds: z.array(
    z.object({
      round: z.number().int(),
      focus: z.string().nullable(),
      answers: z.array(
        z.object({
          isCorrect: z.boolean(),
          selectedAnswer: z.string().nullable(),
          timeTaken: z.number().min(0),
          subtopic: z.string(),
        }),
      ),
    }),
  ),
});

export function readGameRecord(): GameRecord | null {
  const stored = readStorage(sessionKeys.game, 'session');
  if (!stored) return null;
  try {
    const parsed = gameRecordSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Adds a finished round to the game it belongs to and returns that game. */
export function saveRound(topic: string, difficulty: string, round: PlayedRound): GameRecord {
  const game = recordRound(readGameRecord(), topic, difficulty, round);
  writeStorage(sessionKeys.game, JSON.stringify(game), 'session');
  return game;
}

export const startingScore = (topic: string, difficulty: string, round: number): GameScore =>
  scoreBeforeRound(readGameRecord(), topic, difficulty, round);

/** Where a round's answers as /result shows them leave the game: its record, or this round alone. */
export interface RoundOfGame {
  topic: string;
  difficulty: string;
  round: number;
  answers: readonly GameAnswer[];
}

/**
 * The game a round shown on /result ended: the tab's record when it holds that round, else the round alone (a
 * record lost with its tab, or /result opened from another tab's history).
 */
export function gameOfSession(session: RoundOfGame): GameRecord {
  const game = readGameRecord();
  const last = game?.rounds.at(-1);
  const sameRound =
    game !== null &&
    last !== undefined &&
    game.topic === session.topic &&
    game.difficulty === session.difficulty &&
    last.round === session.round &&
    last.answers.length === session.answers.length;
  if (sameRound) return game;
  return {
    topic: session.topic,
    difficulty: session.difficulty,
    rounds: [{ round: session.round, focus: null, answers: [...session.answers] }],
  };
}
