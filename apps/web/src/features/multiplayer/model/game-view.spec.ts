import fc from 'fast-check';
import type { GameView, MultiplayerQuestion, Reveal } from '@quiz/contracts';
import { gameReducer, initialGameState, optionShares, progressOf, type GameEvent } from './game-view.js';

const ROOM = 'ACD347';
const settings = {
  topic: 'Space',
  difficulty: 'medium',
  questionCount: 3,
  secondsPerQuestion: 15,
  lateJoin: true,
} as const;

const question = (number: number, serverNow = 1_000_000): MultiplayerQuestion => ({
  room: ROOM,
  text: `Question ${number}?`,
  options: { A: 'Mars', B: 'Venus', C: 'Pluto', D: 'Io' },
  number,
  total: 3,
  deadline: serverNow + 15_000,
  serverNow,
  secondsPerQuestion: 15,
});

const reveal = (number: number): Reveal => ({
  room: ROOM,
  number,
  total: 3,
  correct: 'A',
  correctText: 'Mars',
  explanation: 'It is red.',
  counts: { A: 2, B: 1, C: 0, D: 0 },
  answered: 3,
  players: 3,
  standings: [{ rank: 1, name: 'Ada', score: 900, streak: 1 }],
  nextAt: number < 3 ? 2_000_000 : null,
});

const view = (overrides: Partial<GameView>): GameView => ({
  room: ROOM,
  phase: 'lobby',
  isHost: false,
  name: 'Ada',
  host: 'Hal',
  participants: ['Ada', 'Bob'],
  settings,
  question: null,
  myAnswer: null,
  reveal: null,
  answered: 0,
  me: { score: 0, streak: 0, rank: 1 },
  gameOver: null,
  serverNow: 1_000_000,
  ...overrides,
});

const given = (...events: GameEvent[]) => events.reduce(gameReducer, initialGameState(ROOM));

describe('the game screen state', () => {
  it("given a fresh screen, then it waits for a question (spec: 'Waiting for question...')", () => {
    const state = given({ type: 'view', view: view({}), receivedAt: 1_000_000 });
    expect(state.phase).toBe('lobby');
    expect(state.question).toBeNull();
    expect(state.participants).toEqual(['Ada', 'Bob']);
  });

  it('given the first question, then it is shown with the clock offset measured on arrival', () => {
    const state = given({ type: 'question', question: question(1, 1_000_000), receivedAt: 997_000 });
    expect(state.phase).toBe('question');
    expect(state.question?.text).toBe('Question 1?');
    expect(state.clockOffsetMs).toBe(3_000);
  });

  it('given an answer accepted, when the next question arrives, then my answer is cleared (spec §4)', () => {
    const state = given(
      { type: 'question', question: question(1), receivedAt: 1_000_000 },
      { type: 'answerAccepted', accepted: { room: ROOM, number: 1, letter: 'B' } },
    );
    expect(state.myAnswer).toBe('B');
    const next = gameReducer(gameReducer(state, { type: 'reveal', reveal: reveal(1) }), {
      type: 'question',
      question: question(2),
      receivedAt: 1_000_000,
    });
    expect(next.myAnswer).toBeNull();
    expect(next.question?.number).toBe(2);
    expect(next.reveal).toBeNull();
  });

  it('given the same question delivered twice, then the answer given to it stays', () => {
    const state = given(
      { type: 'question', question: question(1), receivedAt: 1_000_000 },
      { type: 'answerAccepted', accepted: { room: ROOM, number: 1, letter: 'C' } },
      { type: 'answerCount', count: { room: ROOM, number: 1, answered: 2, players: 3 } },
      { type: 'question', question: question(1), receivedAt: 1_000_100 },
    );
    expect(state.myAnswer).toBe('C');
    expect(state.answered).toBe(2);
  });

  it('given a reveal, then the key and the standings show, and my result updates my score', () => {
    const state = given(
      { type: 'question', question: question(1), receivedAt: 1_000_000 },
      { type: 'reveal', reveal: reveal(1) },
      {
        type: 'result',
        result: {
          room: ROOM,
          number: 1,
          answer: 'A',
          correct: true,
          points: 900,
          score: 900,
          streak: 1,
          rank: 1,
        },
      },
    );
    expect(state.phase).toBe('reveal');
    expect(state.reveal?.correct).toBe('A');
    expect(state.question?.number).toBe(1);
    expect(state.me).toEqual({ score: 900, streak: 1, rank: 1 });
  });

  it('given a reload mid-question, when joinGame answers, then the question and my answer to it come back', () => {
    const state = given({
      type: 'view',
      view: view({
        phase: 'question',
        question: question(2, 1_010_000),
        myAnswer: 'D',
        answered: 1,
        serverNow: 1_010_000,
      }),
      receivedAt: 1_010_500,
    });
    expect(state.phase).toBe('question');
    expect(state.question?.number).toBe(2);
    expect(state.myAnswer).toBe('D');
    expect(state.clockOffsetMs).toBe(-500);
  });

  it('given question 2 already shown, when a view of question 1 arrives late, then the screen does not go back', () => {
    const state = given(
      { type: 'question', question: question(2), receivedAt: 1_000_000 },
      { type: 'view', view: view({ phase: 'question', question: question(1) }), receivedAt: 1_000_000 },
    );
    expect(state.question?.number).toBe(2);
  });

  it('given the host counter, then a late smaller count never lowers it and a count for another question is ignored', () => {
    const state = given(
      { type: 'question', question: question(1), receivedAt: 1_000_000 },
      { type: 'answerCount', count: { room: ROOM, number: 1, answered: 3, players: 4 } },
      { type: 'answerCount', count: { room: ROOM, number: 1, answered: 2, players: 4 } },
      { type: 'answerCount', count: { room: ROOM, number: 2, answered: 4, players: 4 } },
    );
    expect(state.answered).toBe(3);
  });

  it('given game over, then no later question or reveal replaces it', () => {
    const over = { room: ROOM, standings: [{ rank: 1, name: 'Ada', score: 900, streak: 1 }], players: 1 };
    const state = given(
      { type: 'gameOver', gameOver: over },
      { type: 'question', question: question(3), receivedAt: 1_000_000 },
      { type: 'reveal', reveal: reveal(3) },
    );
    expect(state.phase).toBe('over');
    expect(state.gameOver).toEqual(over);
  });

  it('given a kick, then the screen knows it', () => {
    expect(given({ type: 'kicked' }).kicked).toBe(true);
  });

  it('given any order of delivery of a game’s events, then the screen ends where the furthest event is', () => {
    const events: GameEvent[] = [1, 2, 3].flatMap((number): GameEvent[] => [
      { type: 'question', question: question(number), receivedAt: 1_000_000 },
      { type: 'reveal', reveal: reveal(number) },
    ]);
    fc.assert(
      fc.property(fc.shuffledSubarray(events, { minLength: 1 }), (delivered) => {
        const state = delivered.reduce(gameReducer, initialGameState(ROOM));
        const furthest = Math.max(
          ...delivered.map((event) =>
            event.type === 'question'
              ? progressOf('question', event.question.number)
              : event.type === 'reveal'
                ? progressOf('reveal', event.reveal.number)
                : 0,
          ),
        );
        expect(progressOf(state.phase, state.reveal?.number ?? state.question?.number ?? 0)).toBe(furthest);
        // Each step never moved backwards either.
        let shown = 0;
        delivered.reduce((current, event) => {
          const next = gameReducer(current, event);
          const progress = progressOf(next.phase, next.reveal?.number ?? next.question?.number ?? 0);
          expect(progress).toBeGreaterThanOrEqual(shown);
          shown = progress;
          return next;
        }, initialGameState(ROOM));
      }),
    );
  });
});

describe('the host’s per-option counts', () => {
  it('given counts, then each option gets its share in whole percent', () => {
    expect(optionShares(reveal(1))).toEqual({ A: 67, B: 33, C: 0, D: 0 });
  });

  it('given nobody answered, then every share is 0 and never NaN', () => {
    expect(optionShares({ ...reveal(1), counts: { A: 0, B: 0, C: 0, D: 0 } })).toEqual({
      A: 0,
      B: 0,
      C: 0,
      D: 0,
    });
  });
});
