import { z } from 'zod';
import { answerLetterSchema } from '../http/questions.js';

/** Spec §3: a room's participants are the players' names, in joining order (the host is not a player). */
export const participantsSchema = z.array(z.string());

export const roomCreatedSchema = z.object({ room: z.string() });
export type RoomCreated = z.infer<typeof roomCreatedSchema>;

export const participantsEventSchema = z.object({ participants: participantsSchema });
/** roomJoined (to the one who joined) and updateParticipants (to the whole room). */
export type ParticipantsEvent = z.infer<typeof participantsEventSchema>;

export const startGameEventSchema = z.object({ room: z.string() });
export type StartGameEvent = z.infer<typeof startGameEventSchema>;

/**
 * `question` / `nextQuestion` (spec §3: an object with `text`). Never the key. `deadline` is the server's epoch
 * ms; `serverNow` is the server's clock when this was sent, so a client with a skewed clock can still count
 * down: remaining = deadline - serverNow, from the moment of receipt.
 */
export const multiplayerQuestionSchema = z.object({
  room: z.string(),
  text: z.string(),
  options: z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() }),
  /** 1-based. */
  number: z.number().int().min(1),
  total: z.number().int().min(1),
  deadline: z.number(),
  serverNow: z.number(),
  secondsPerQuestion: z.number().int(),
});
export type MultiplayerQuestion = z.infer<typeof multiplayerQuestionSchema>;

export const standingSchema = z.object({
  rank: z.number().int().min(1),
  name: z.string(),
  score: z.number().int().min(0),
  streak: z.number().int().min(0),
});
export type Standing = z.infer<typeof standingSchema>;

/** How many standings the room-wide events carry (a full room is 2,000 players; each gets its own via `result`). */
export const STANDINGS_SHOWN = 10;

export const optionCountsSchema = z.object({
  A: z.number().int().min(0),
  B: z.number().int().min(0),
  C: z.number().int().min(0),
  D: z.number().int().min(0),
});
export type OptionCounts = z.infer<typeof optionCountsSchema>;

/** `reveal`: the question has closed (everyone answered or time was up). To the whole room. */
export const revealSchema = z.object({
  room: z.string(),
  number: z.number().int().min(1),
  total: z.number().int().min(1),
  correct: answerLetterSchema,
  correctText: z.string(),
  explanation: z.string(),
  counts: optionCountsSchema,
  answered: z.number().int().min(0),
  players: z.number().int().min(0),
  /** The top of the table (at most STANDINGS_SHOWN), best first. */
  standings: z.array(standingSchema),
  /** When the next question opens by itself (epoch ms); null after the last question. */
  nextAt: z.number().nullable(),
});
export type Reveal = z.infer<typeof revealSchema>;

/** `result`: to one player after each reveal, and at game over: how they did. */
export const playerResultSchema = z.object({
  room: z.string(),
  number: z.number().int().min(1),
  /** null when the player did not answer. */
  answer: answerLetterSchema.nullable(),
  correct: z.boolean(),
  points: z.number().int().min(0),
  score: z.number().int().min(0),
  streak: z.number().int().min(0),
  rank: z.number().int().min(1),
});
export type PlayerResult = z.infer<typeof playerResultSchema>;

/** `answerCount`: to the host, as answers come in. */
export const answerCountSchema = z.object({
  room: z.string(),
  number: z.number().int().min(1),
  answered: z.number().int().min(0),
  players: z.number().int().min(0),
});
export type AnswerCount = z.infer<typeof answerCountSchema>;

/** `kicked`: to the removed player, whose connection then leaves the room. */
export const kickedSchema = z.object({ room: z.string() });
export type Kicked = z.infer<typeof kickedSchema>;

/** `gameOver` (spec §8: announced as 'Game Over'): the final table, best first. */
export const gameOverSchema = z.object({
  room: z.string(),
  standings: z.array(standingSchema),
  players: z.number().int().min(0),
});
export type GameOver = z.infer<typeof gameOverSchema>;

export const roomPhaseSchema = z.enum(['lobby', 'question', 'reveal', 'over']);
export type RoomPhase = z.infer<typeof roomPhaseSchema>;

export const roomSettingsSchema = z.object({
  topic: z.string(),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  questionCount: z.number().int(),
  secondsPerQuestion: z.number().int(),
  lateJoin: z.boolean(),
});
export type RoomSettings = z.infer<typeof roomSettingsSchema>;

/**
 * What `joinGame` answers (and `createRoom`/`joinRoom` too): everything a freshly loaded page needs to resume.
 */
export const gameViewSchema = z.object({
  room: z.string(),
  phase: roomPhaseSchema,
  isHost: z.boolean(),
  /** The caller's name in the room (the host's name for the host). */
  name: z.string(),
  host: z.string(),
  participants: participantsSchema,
  settings: roomSettingsSchema,
  /** The open question (phase 'question'), with its deadline; else null. */
  question: multiplayerQuestionSchema.nullable(),
  /** The letter this player gave to the open question, or null. */
  myAnswer: answerLetterSchema.nullable(),
  /** The last reveal (phase 'reveal'), else null. */
  reveal: revealSchema.nullable(),
  /** Answers in so far to the open question (for the host's counter). */
  answered: z.number().int().min(0),
  /** The caller's score, streak and rank; null for the host. */
  me: z.object({ score: z.number().int(), streak: z.number().int(), rank: z.number().int() }).nullable(),
  /** The final table (phase 'over'), else null. */
  gameOver: gameOverSchema.nullable(),
  serverNow: z.number(),
});
export type GameView = z.infer<typeof gameViewSchema>;

/** What the answer ack confirms: the letter the answer was resolved to (correctness comes with the reveal). */
export const answerAcceptedSchema = z.object({
  room: z.string(),
  number: z.number().int(),
  letter: answerLetterSchema,
});
export type AnswerAccepted = z.infer<typeof answerAcceptedSchema>;
