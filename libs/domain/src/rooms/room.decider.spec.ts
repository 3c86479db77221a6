import { deciderSpecification } from '../shared/testing/decider-specification.js';
import { replay } from '../shared/decider.js';
import { answerStanding, decideAnswer, isQuestionOpen } from './room.answers.js';
import { MAX_ROOM_PLAYERS, roomDecider, type RoomCommand } from './room.commands.js';
import type { RoomEvent, RoomQuestion } from './room.events.js';

const spec = deciderSpecification(roomDecider);
const T0 = Date.parse('2026-11-24T10:00:00.000Z');
const HOST = 'user:host';
const question = (n: number, correct: 'A' | 'B' | 'C' | 'D' = 'B'): RoomQuestion => ({
  id: `q${n}`,
  text: `Question ${n}?`,
  options: ['Paris', 'Lyon', 'Nice', 'Lille'],
  correct,
  explanation: `Because ${n}.`,
  subtopic: 'cities',
});
const created = (overrides: Partial<{ lateJoin: boolean; questions: number }> = {}): RoomEvent => ({
  type: 'RoomCreated',
  data: {
    roomId: 'ACDEFG',
    host: { key: HOST, name: 'Hosty' },
    settings: {
      topic: 'France',
      difficulty: 'medium',
      questionCount: overrides.questions ?? 2,
      secondsPerQuestion: 10,
      lateJoin: overrides.lateJoin ?? true,
    },
    questions: Array.from({ length: overrides.questions ?? 2 }, (_, i) => question(i + 1)),
    at: T0,
  },
});
const joined = (key: string, name: string, firstQuestion = 1, at = T0): RoomEvent => ({
  type: 'PlayerJoined',
  data: { key, name, firstQuestion, at },
});
const started: RoomEvent[] = [
  { type: 'GameStarted', data: { at: T0 + 1000 } },
  { type: 'QuestionOpened', data: { number: 1, openedAt: T0 + 1000, deadline: T0 + 11_000 } },
];
const cmd = <C extends RoomCommand>(type: C['type'], data: C['data'], now = T0 + 2000) =>
  ({ type, data, metadata: { now } }) as C;

describe('creating and joining a room', () => {
  it('creates a room once; a retried create records nothing', () => {
    const data = (created() as Extract<RoomEvent, { type: 'RoomCreated' }>).data;
    const { at: _at, ...command } = data;
    spec
      .given([])
      .when(cmd('CreateRoom', command, T0))
      .then([created()]);
    spec
      .given([created()])
      .when(cmd('CreateRoom', command, T0))
      .thenNothingHappens();
  });

  it('lets a player join the lobby, scoring from the first question', () => {
    spec
      .given([created()])
      .when(cmd('JoinRoom', { key: 'guest:1', name: 'Ann' }, T0))
      .then([joined('guest:1', 'Ann')]);
  });

  it('refuses an unknown room', () => {
    spec
      .given([])
      .when(cmd('JoinRoom', { key: 'guest:1', name: 'Ann' }))
      .thenThrows('ROOM_NOT_FOUND');
  });

  it('refuses a name already taken, ignoring case, including the host name', () => {
    spec
      .given([created(), joined('guest:1', 'Ann')])
      .when(cmd('JoinRoom', { key: 'guest:2', name: 'aNN' }))
      .thenThrows('NAME_TAKEN');
    spec
      .given([created()])
      .when(cmd('JoinRoom', { key: 'guest:2', name: 'HOSTY' }))
      .thenThrows('NAME_TAKEN');
  });

  it('takes a known player back under their first name, recording a return only after a leave', () => {
    spec
      .given([created(), joined('guest:1', 'Ann')])
      .when(cmd('JoinRoom', { key: 'guest:1', name: 'Other' }))
      .thenNothingHappens();
    spec
      .given([created(), joined('guest:1', 'Ann'), { type: 'PlayerLeft', data: { key: 'guest:1', at: T0 } }])
      .when(cmd('JoinRoom', { key: 'guest:1', name: 'Ann' }))
      .then([{ type: 'PlayerReturned', data: { key: 'guest:1', at: T0 + 2000 } }]);
  });

  it('lets a late joiner in, scoring from the next question, when the host allows it', () => {
    spec
      .given([created(), joined('guest:1', 'Ann'), ...started])
      .when(cmd('JoinRoom', { key: 'guest:2', name: 'Bob' }))
      .then([joined('guest:2', 'Bob', 2, T0 + 2000)]);
    spec
      .given([created({ lateJoin: false }), joined('guest:1', 'Ann'), ...started])
      .when(cmd('JoinRoom', { key: 'guest:2', name: 'Bob' }))
      .thenThrows('ROOM_LOCKED');
  });

  it('refuses a kicked account or guest for good', () => {
    const kicked: RoomEvent = { type: 'PlayerKicked', data: { key: 'guest:1', name: 'Ann', at: T0 } };
    spec
      .given([created(), joined('guest:1', 'Ann'), kicked])
      .when(cmd('JoinRoom', { key: 'guest:1', name: 'Annie' }))
      .thenThrows('KICKED');
    spec
      .given([created(), joined('guest:1', 'Ann'), kicked])
      .when(cmd('ReturnToRoom', { key: 'guest:1' }))
      .thenThrows('KICKED');
  });

  it(`refuses player ${MAX_ROOM_PLAYERS + 1}`, () => {
    const full = Array.from({ length: MAX_ROOM_PLAYERS }, (_, i) => joined(`guest:${i}`, `P${i}`));
    spec
      .given([created(), ...full])
      .when(cmd('JoinRoom', { key: 'guest:x', name: 'X' }))
      .thenThrows('ROOM_FULL');
  });

  it('refuses joining a finished game', () => {
    spec
      .given([created(), joined('guest:1', 'Ann'), { type: 'GameEnded', data: { reason: 'host', at: T0 } }])
      .when(cmd('JoinRoom', { key: 'guest:2', name: 'Bob' }))
      .thenThrows('ROOM_LOCKED');
  });
});

describe('the host runs the game', () => {
  it('starts with the first question open for the configured seconds', () => {
    spec
      .given([created(), joined('guest:1', 'Ann')])
      .when(cmd('StartGame', { by: HOST }, T0 + 1000))
      .then(started);
  });

  it('refuses a start by a player, with nobody to play, or twice', () => {
    spec
      .given([created(), joined('guest:1', 'Ann')])
      .when(cmd('StartGame', { by: 'guest:1' }))
      .thenThrows('NOT_HOST');
    spec
      .given([created()])
      .when(cmd('StartGame', { by: HOST }))
      .thenThrows('NO_PLAYERS');
    spec
      .given([created(), joined('guest:1', 'Ann'), ...started])
      .when(cmd('StartGame', { by: HOST }))
      .thenThrows('WRONG_PHASE');
  });

  it('kicks by name, ignoring case; a player cannot kick', () => {
    spec
      .given([created(), joined('guest:1', 'Ann')])
      .when(cmd('KickPlayer', { by: HOST, name: 'ann' }))
      .then([{ type: 'PlayerKicked', data: { key: 'guest:1', name: 'Ann', at: T0 + 2000 } }]);
    spec
      .given([created(), joined('guest:1', 'Ann')])
      .when(cmd('KickPlayer', { by: 'guest:1', name: 'Ann' }))
      .thenThrows('NOT_HOST');
    spec
      .given([created(), joined('guest:1', 'Ann')])
      .when(cmd('KickPlayer', { by: HOST, name: 'Zed' }))
      .thenThrows('NOT_IN_ROOM');
  });

  it('closes a question once, whoever asks first; the host closing a closed question is told so', () => {
    const given = [created(), joined('guest:1', 'Ann'), ...started];
    const closing: RoomEvent = {
      type: 'QuestionClosing',
      data: { number: 1, reason: 'time', at: T0 + 2000, answersSeen: 3 },
    };
    spec
      .given(given)
      .when(cmd('CloseQuestion', { number: 1, reason: 'time', answersSeen: 3 }))
      .then([closing]);
    // A close whose asker read no answers promises none.
    spec
      .given(given)
      .when(cmd('CloseQuestion', { number: 1, reason: 'all-answered' }))
      .then([
        {
          type: 'QuestionClosing',
          data: { number: 1, reason: 'all-answered', at: T0 + 2000, answersSeen: 0 },
        },
      ]);
    spec
      .given([...given, closing])
      .when(cmd('CloseQuestion', { number: 1, reason: 'all-answered' }))
      .thenNothingHappens();
    spec
      .given([...given, closing])
      .when(cmd('CloseQuestion', { number: 1, reason: 'host', by: HOST }))
      .thenThrows('WRONG_PHASE');
  });

  it('opens the next question after a reveal, and ends after the last', () => {
    const closedOne: RoomEvent[] = [
      { type: 'QuestionClosing', data: { number: 1, reason: 'time', at: T0 } },
      { type: 'QuestionClosed', data: { number: 1, results: [], at: T0 } },
    ];
    const base = [created(), joined('guest:1', 'Ann'), ...started, ...closedOne];
    spec
      .given(base)
      .when(cmd('Advance', { number: 1 }, T0 + 20_000))
      .then([{ type: 'QuestionOpened', data: { number: 2, openedAt: T0 + 20_000, deadline: T0 + 30_000 } }]);
    const secondDone: RoomEvent[] = [
      { type: 'QuestionOpened', data: { number: 2, openedAt: T0 + 20_000, deadline: T0 + 30_000 } },
      { type: 'QuestionClosing', data: { number: 2, reason: 'time', at: T0 } },
      { type: 'QuestionClosed', data: { number: 2, results: [], at: T0 } },
    ];
    spec
      .given([...base, ...secondDone])
      .when(cmd('Advance', { number: 2 }))
      .then([{ type: 'GameEnded', data: { reason: 'finished', at: T0 + 2000 } }]);
    spec
      .given(base)
      .when(cmd('Advance', { number: 7 }))
      .thenNothingHappens();
  });

  it('ends at once when the host says so; a player cannot', () => {
    spec
      .given([created(), joined('guest:1', 'Ann'), ...started])
      .when(cmd('EndGame', { by: HOST }))
      .then([{ type: 'GameEnded', data: { reason: 'host', at: T0 + 2000 } }]);
    spec
      .given([created(), joined('guest:1', 'Ann'), ...started])
      .when(cmd('EndGame', { by: 'guest:1' }))
      .thenThrows('NOT_HOST');
  });
});

describe('answers and results', () => {
  const playing = replay(roomDecider, [
    created(),
    joined('guest:1', 'Ann'),
    joined('guest:2', 'Bob'),
    ...started,
  ]);

  it('resolves a letter, a digit or the option text; elapsed time is from the server clock', () => {
    for (const answer of ['b', '2', 'lyon', 'It is Lyon']) {
      expect(decideAnswer(playing, { key: 'guest:1', answer, now: T0 + 3500 })).toEqual({
        type: 'AnswerSubmitted',
        data: { key: 'guest:1', number: 1, letter: 'B', elapsedMs: 2500, at: T0 + 3500 },
      });
    }
  });

  it('refuses an answer at or after the deadline, from a stranger, or naming no option', () => {
    const code = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return (error as { code: string }).code;
      }
      return 'accepted';
    };
    expect(code(() => decideAnswer(playing, { key: 'guest:1', answer: 'A', now: T0 + 11_000 }))).toBe(
      'QUESTION_CLOSED',
    );
    expect(code(() => decideAnswer(playing, { key: 'guest:9', answer: 'A', now: T0 + 2000 }))).toBe(
      'NOT_IN_ROOM',
    );
    expect(code(() => decideAnswer(playing, { key: 'guest:1', answer: 'Marseille', now: T0 + 2000 }))).toBe(
      'UNRECOGNISED_ANSWER',
    );
  });

  it('scores the first answer of each player by speed and streak, as computed by hand', () => {
    const answers = [
      { key: 'guest:1', number: 1, letter: 'B' as const, elapsedMs: 0, at: 0 },
      { key: 'guest:2', number: 1, letter: 'A' as const, elapsedMs: 1000, at: 0 },
      { key: 'guest:1', number: 1, letter: 'A' as const, elapsedMs: 5000, at: 0 },
    ];
    const closing: RoomEvent = { type: 'QuestionClosing', data: { number: 1, reason: 'time', at: T0 } };
    expect([isQuestionOpen(playing, 1), isQuestionOpen(playing, 2)]).toEqual([true, false]);
    const state = roomDecider.evolve(playing, closing);
    // Once a close begins the question takes no more answers, whatever the clock says.
    expect(isQuestionOpen(state, 1)).toBe(false);
    const [closed] = roomDecider.decide(cmd('RecordResults', { number: 1, answers }), state);
    expect(closed).toEqual({
      type: 'QuestionClosed',
      data: {
        number: 1,
        at: T0 + 2000,
        results: [
          { key: 'guest:1', letter: 'B', elapsedMs: 0, correct: true, points: 1000 },
          { key: 'guest:2', letter: 'A', elapsedMs: 1000, correct: false, points: 0 },
        ],
      },
    });
    const after = roomDecider.evolve(state, closed!);
    expect(after.players.get('guest:1')).toMatchObject({ score: 1000, streak: 1, counted: [1] });
    expect(after.players.get('guest:2')).toMatchObject({ score: 0, streak: 0, counted: [1] });
    expect(answerStanding(after, 'guest:1', 1)).toBe('counted');
    // Second question: a 7.5 s answer of 10 s is 625 points, plus 100 for a streak of two.
    const second = replay(roomDecider, [
      { type: 'QuestionOpened', data: { number: 2, openedAt: T0, deadline: T0 + 10_000 } },
      { type: 'QuestionClosing', data: { number: 2, reason: 'time', at: T0 } },
    ]);
    const secondState = { ...after, phase: second.phase, current: second.current };
    const [closed2] = roomDecider.decide(
      cmd('RecordResults', {
        number: 2,
        answers: [{ key: 'guest:1', number: 2, letter: 'B', elapsedMs: 7500, at: 0 }],
      }),
      secondState,
    );
    const final = roomDecider.evolve(secondState, closed2!);
    expect(final.players.get('guest:1')).toMatchObject({ score: 1000 + 625 + 100, streak: 2 });
    expect(answerStanding(final, 'guest:2', 2)).toBe('not-counted');
  });

  it('counts an answer during a close at once when the closer had read it, and makes any other wait', () => {
    const given = [created(), joined('guest:1', 'Ann'), joined('guest:2', 'Bo'), ...started];
    const closing = replay(roomDecider, [
      ...given,
      { type: 'QuestionClosing', data: { number: 1, reason: 'all-answered', at: T0, answersSeen: 2 } },
    ]);
    // Revisions 0 and 1 were read before the close: the results, read after it, hold them.
    expect(answerStanding(closing, 'guest:1', 1, 0)).toBe('counted');
    expect(answerStanding(closing, 'guest:2', 1, 1)).toBe('counted');
    // Revision 2 may have been appended after the closer's read: only the results can say.
    expect(answerStanding(closing, 'guest:2', 1, 2)).toBe('closing');
    expect(answerStanding(closing, 'guest:2', 1)).toBe('closing');
    // A close recorded before closes said what they had read promises nothing.
    const older = replay(roomDecider, [
      ...given,
      { type: 'QuestionClosing', data: { number: 1, reason: 'time', at: T0 } },
    ]);
    expect(answerStanding(older, 'guest:1', 1, 0)).toBe('closing');
    // The promise is about this question only.
    expect(answerStanding(closing, 'guest:1', 2, 0)).toBe('not-counted');
  });

  it('does not score a late joiner on the question they joined during', () => {
    const state = replay(roomDecider, [
      created(),
      joined('guest:1', 'Ann'),
      ...started,
      joined('guest:3', 'Cy', 2),
      { type: 'QuestionClosing', data: { number: 1, reason: 'time', at: T0 } },
    ]);
    expect(() =>
      decideAnswer({ ...state, phase: 'question' }, { key: 'guest:3', answer: 'B', now: T0 + 2000 }),
    ).toThrow('the next one is yours');
    const [closed] = roomDecider.decide(
      cmd('RecordResults', {
        number: 1,
        answers: [{ key: 'guest:3', number: 1, letter: 'B', elapsedMs: 1, at: 0 }],
      }),
      state,
    );
    expect(closed).toMatchObject({ data: { results: [] } });
  });
});
