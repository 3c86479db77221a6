import type { QuestionClosed, RoomCreated } from './room.events.js';
import { roomHistoryAnswers, roomHistoryContext, signedInUserId } from './room.history.js';

const T0 = Date.parse('2026-11-24T10:00:00.000Z');
const created: RoomCreated['data'] = {
  roomId: 'ACDEFG',
  host: { key: 'guest:host', name: 'Hosty' },
  settings: { topic: 'France', difficulty: 'hard', questionCount: 2, secondsPerQuestion: 10, lateJoin: true },
  questions: [1, 2].map((n) => ({
    id: `q${n}`,
    text: `Question ${n}?`,
    options: ['Paris', 'Lyon', 'Nice', 'Lille'] as [string, string, string, string],
    correct: 'B' as const,
    explanation: `Because ${n}.`,
    subtopic: 'cities',
  })),
  at: T0,
};
const closed = (number: number, results: QuestionClosed['data']['results']): QuestionClosed['data'] => ({
  number,
  results,
  at: T0 + 20_000,
});

describe('a room answer in the player history', () => {
  it('given a signed-in player and a guest who answered, then only the player gets a row, as shown', () => {
    const context = { ...roomHistoryContext(created), openedAt: { '2': T0 + 5_000 } };
    const answers = roomHistoryAnswers(
      context,
      closed(2, [
        { key: 'user:ann', letter: 'B', elapsedMs: 2_500, correct: true, points: 900 },
        { key: 'guest:bob', letter: 'A', elapsedMs: 1_000, correct: false, points: 0 },
      ]),
    );
    expect(answers).toEqual([
      {
        roomId: 'ACDEFG',
        userId: 'ann',
        questionId: 'q2',
        question: 'Question 2?',
        optionA: 'Paris',
        optionB: 'Lyon',
        optionC: 'Nice',
        optionD: 'Lille',
        correct: 'B',
        explanation: 'Because 2.',
        topic: 'France',
        difficulty: 'hard',
        subtopic: 'cities',
        selectedAnswer: 'B',
        isCorrect: true,
        timeTaken: 2.5,
        answeredAt: new Date(T0 + 7_500).toISOString(),
      },
    ]);
  });

  it('given a wrong answer, then the row says so with the key', () => {
    const context = { ...roomHistoryContext(created), openedAt: { '1': T0 } };
    const [answer] = roomHistoryAnswers(
      context,
      closed(1, [{ key: 'user:ann', letter: 'D', elapsedMs: 9_999, correct: false, points: 0 }]),
    );
    expect(answer).toMatchObject({ selectedAnswer: 'D', correct: 'B', isCorrect: false, timeTaken: 9.999 });
  });

  it('given a question the room never opened or does not hold, then nothing is made up', () => {
    const result = { key: 'user:ann', letter: 'B' as const, elapsedMs: 1, correct: true, points: 1 };
    expect(roomHistoryAnswers(roomHistoryContext(created), closed(1, [result]))).toEqual([]);
    const opened = { ...roomHistoryContext(created), openedAt: { '3': T0 } };
    expect(roomHistoryAnswers(opened, closed(3, [result]))).toEqual([]);
  });

  it('tells accounts from guests by their identity key', () => {
    expect(signedInUserId('user:u-1')).toBe('u-1');
    expect(signedInUserId('guest:g-1')).toBeNull();
    expect(signedInUserId('user:')).toBeNull();
    expect(signedInUserId('users:x')).toBeNull();
  });
});
