import type { AnswerLetter } from '../questions/answer-key.rules.js';
import type { DomainEvent } from '../shared/decider.js';

export type RoomDifficulty = 'easy' | 'medium' | 'hard';

export interface RoomSettings {
  topic: string;
  difficulty: RoomDifficulty;
  questionCount: number;
  secondsPerQuestion: number;
  /** Players may join a running game, scoring from their next question. */
  lateJoin: boolean;
}

/** A question as the room holds it: with its key, which only the reveal shows. */
export interface RoomQuestion {
  id: string;
  text: string;
  options: [string, string, string, string];
  correct: AnswerLetter;
  explanation: string;
  subtopic: string;
}

/** Who is behind a connection: `user:{uid}` or `guest:{guestId}`. Names are per room; identities are not. */
export type IdentityKey = string;

export interface QuestionResult {
  key: IdentityKey;
  letter: AnswerLetter;
  elapsedMs: number;
  correct: boolean;
  points: number;
}

export type RoomCreated = DomainEvent<
  'RoomCreated',
  {
    roomId: string;
    host: { key: IdentityKey; name: string };
    settings: RoomSettings;
    questions: RoomQuestion[];
    at: number;
  }
>;
/** `firstQuestion`: the first question this player may answer (a late joiner scores from the next one). */
export type PlayerJoined = DomainEvent<
  'PlayerJoined',
  { key: IdentityKey; name: string; firstQuestion: number; at: number }
>;
export type PlayerLeft = DomainEvent<'PlayerLeft', { key: IdentityKey; at: number }>;
export type PlayerReturned = DomainEvent<'PlayerReturned', { key: IdentityKey; at: number }>;
export type PlayerKicked = DomainEvent<'PlayerKicked', { key: IdentityKey; name: string; at: number }>;
export type GameStarted = DomainEvent<'GameStarted', { at: number }>;
export type QuestionOpened = DomainEvent<
  'QuestionOpened',
  { number: number; openedAt: number; deadline: number }
>;
export type CloseReason = 'time' | 'all-answered' | 'host';
/**
 * No answer decided after this counts unless it was already in; the results follow once they are read.
 * `answersSeen`: the first answers of the question's stream (by revision) that the closer had read before it
 * closed. The results are read after the close, so every one of them is in (absent in events recorded before
 * it was added: none known).
 */
export type QuestionClosing = DomainEvent<
  'QuestionClosing',
  { number: number; reason: CloseReason; at: number; answersSeen?: number }
>;
/** The answers of the question, first per player, scored. Players without a result scored 0. */
export type QuestionClosed = DomainEvent<
  'QuestionClosed',
  { number: number; results: QuestionResult[]; at: number }
>;
export type GameEnded = DomainEvent<'GameEnded', { reason: 'finished' | 'host'; at: number }>;

export type RoomEvent =
  | RoomCreated
  | PlayerJoined
  | PlayerLeft
  | PlayerReturned
  | PlayerKicked
  | GameStarted
  | QuestionOpened
  | QuestionClosing
  | QuestionClosed
  | GameEnded;

/** Recorded in the question's own answers stream, not the room's (ADR 0140). */
export type AnswerSubmitted = DomainEvent<
  'AnswerSubmitted',
  { key: IdentityKey; number: number; letter: AnswerLetter; elapsedMs: number; at: number }
>;

export const roomStreamName = (roomId: string) => `room-${roomId}`;
export const roomAnswersStreamName = (roomId: string, number: number) => `room-${roomId}-answers-${number}`;
