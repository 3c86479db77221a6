import type { QuizSessionEvent } from '../play/quiz-session.events.js';
import type { RoomEvent } from '../rooms/room.events.js';
import { foldGamePlay, foldSoloPlay } from './play-summary.js';

const started: QuizSessionEvent = {
  type: 'QuizStarted',
  data: {
    sessionId: 's1',
    userId: 'u1',
    topic: 'Space',
    difficulty: 'easy',
    round: 1,
    subtopic: null,
    startedAt: '2026-11-24T10:00:00.000Z',
    allIssued: true,
    questions: [],
  },
};
const answered = (isCorrect: boolean): QuizSessionEvent =>
  ({ type: 'QuestionAnswered', data: { sessionId: 's1', userId: 'u1', isCorrect } }) as QuizSessionEvent;

describe('play summaries', () => {
  it('given a solo round, when answers and the finish arrive, then it counts them and finishes once', () => {
    const events: QuizSessionEvent[] = [
      started,
      answered(true),
      answered(false),
      {
        type: 'QuizFinished',
        data: { sessionId: 's1', userId: 'u1', reason: 'requested', finishedAt: '2026-11-24T10:01:00.000Z' },
      },
    ];
    const summary = events.reduce(foldSoloPlay, null);
    expect(summary).toMatchObject({
      mode: 'solo',
      answerCount: 2,
      correctCount: 1,
      status: 'finished',
      finishedAt: '2026-11-24T10:01:00.000Z',
      playerKeys: ['user:u1'],
    });
  });

  it('given events before the start (a stream read from the middle), then nothing is summarised', () => {
    expect(foldSoloPlay(null, answered(true))).toBeNull();
  });

  it('given a game, then the host and each player once, and only closed questions count', () => {
    const events = [
      {
        type: 'RoomCreated',
        data: {
          roomId: 'ACDEFG',
          host: { key: 'user:h', name: 'H' },
          settings: {
            topic: 'T',
            difficulty: 'hard',
            questionCount: 5,
            secondsPerQuestion: 20,
            lateJoin: true,
          },
          questions: [],
          at: 0,
        },
      },
      { type: 'PlayerJoined', data: { key: 'guest:1', name: 'A', firstQuestion: 1, at: 1 } },
      { type: 'PlayerJoined', data: { key: 'guest:1', name: 'A', firstQuestion: 1, at: 2 } },
      {
        type: 'QuestionClosed',
        data: {
          number: 1,
          at: 3,
          results: [{ key: 'guest:1', letter: 'A', elapsedMs: 1, correct: true, points: 900 }],
        },
      },
      { type: 'GameEnded', data: { reason: 'host', at: 4 } },
    ] as RoomEvent[];
    expect(events.reduce(foldGamePlay, null)).toMatchObject({
      mode: 'game',
      playerKeys: ['user:h', 'guest:1'],
      answerCount: 1,
      correctCount: 1,
      status: 'finished',
      finishedAt: new Date(4).toISOString(),
    });
  });
});
