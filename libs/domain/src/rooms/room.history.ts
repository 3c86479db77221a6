import type { AnswerLetter } from '../questions/answer-key.rules.js';
import type { IdentityKey, QuestionClosed, RoomCreated, RoomDifficulty } from './room.events.js';

const SIGNED_IN_PREFIX = 'user:';

/** The account behind an identity key, or null for a guest: guests' answers stay in the game (issue 11). */
export function signedInUserId(key: IdentityKey): string | null {
  return key.startsWith(SIGNED_IN_PREFIX) ? key.slice(SIGNED_IN_PREFIX.length) || null : null;
}

/** What a room's history needs of its RoomCreated event: the questions as shown and the room's topic. */
export interface RoomHistoryContext {
  roomId: string;
  topic: string;
  difficulty: RoomDifficulty;
  questions: RoomCreated['data']['questions'];
  /** When each question opened, by number, on the server's clock (epoch ms). */
  openedAt: Record<string, number>;
}

export const roomHistoryContext = (created: RoomCreated['data']): RoomHistoryContext => ({
  roomId: created.roomId,
  topic: created.settings.topic,
  difficulty: created.settings.difficulty,
  questions: created.questions,
  openedAt: {},
});

/** A signed-in player's answer in a room, shaped as a solo answer (QuestionAnswered) plus the room. */
export interface RoomHistoryAnswer {
  roomId: string;
  userId: string;
  questionId: string;
  question: string;
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  correct: AnswerLetter;
  explanation: string;
  topic: string;
  difficulty: RoomDifficulty;
  subtopic: string;
  selectedAnswer: AnswerLetter;
  isCorrect: boolean;
  /** Seconds from the question opening to the answer, on the server's clock. */
  timeTaken: number;
  answeredAt: string;
}

/**
 * The answers of a closed question that go into players' histories and streaks: one per signed-in player who
 * answered, in the order the results list them. Guests, and players who gave no answer, contribute nothing
 * (ADR 0144). A question the room never opened, or does not hold, yields nothing rather than a made-up row.
 */
export function roomHistoryAnswers(
  context: RoomHistoryContext,
  closed: QuestionClosed['data'],
  /** Reports count every answer; a guest's `userId` is then its identity key. */
  { includeGuests = false }: { includeGuests?: boolean } = {},
): RoomHistoryAnswer[] {
  const question = context.questions[closed.number - 1];
  const openedAt = context.openedAt[String(closed.number)];
  if (!question || openedAt === undefined) return [];
  const answers: RoomHistoryAnswer[] = [];
  for (const result of closed.results) {
    const userId = signedInUserId(result.key) ?? (includeGuests ? result.key : null);
    if (userId === null) continue;
    const [optionA, optionB, optionC, optionD] = question.options;
    answers.push({
      roomId: context.roomId,
      userId,
      questionId: question.id,
      question: question.text,
      optionA,
      optionB,
      optionC,
      optionD,
      correct: question.correct,
      explanation: question.explanation,
      topic: context.topic,
      difficulty: context.difficulty,
      subtopic: question.subtopic,
      selectedAnswer: result.letter,
      isCorrect: result.correct,
      timeTaken: result.elapsedMs / 1000,
      answeredAt: new Date(openedAt + result.elapsedMs).toISOString(),
    });
  }
  return answers;
}
