import fc from 'fast-check';
import { replay } from '../shared/decider.js';
import { createSeededRandom } from '../shared/random.js';
import { roomDecider } from './room.commands.js';
import type { AnswerSubmitted, RoomEvent } from './room.events.js';
import {
  MAX_QUESTION_POINTS,
  MAX_STREAK_BONUS,
  MIN_CORRECT_POINTS,
  speedPoints,
} from '../scoring/answer-points.rules.js';
import { generateRoomId, ROOM_ID_ALPHABET, ROOM_ID_LENGTH, standingsOf } from './room.scoring.js';

const LIMIT_MS = 10_000;
const letters = ['A', 'B', 'C', 'D'] as const;

function roomWith(players: number, questions: number): RoomEvent[] {
  return [
    {
      type: 'RoomCreated',
      data: {
        roomId: 'ACDEFG',
        host: { key: 'user:host', name: 'Host' },
        settings: {
          topic: 't',
          difficulty: 'easy',
          questionCount: questions,
          secondsPerQuestion: LIMIT_MS / 1000,
          lateJoin: true,
        },
        questions: Array.from({ length: questions }, (_, i) => ({
          id: `q${i}`,
          text: `q${i}`,
          options: ['w', 'x', 'y', 'z'] as [string, string, string, string],
          correct: letters[i % 4]!,
          explanation: '',
          subtopic: '',
        })),
        at: 0,
      },
    },
    ...Array.from({ length: players }, (_, i): RoomEvent => ({
      type: 'PlayerJoined',
      data: { key: `guest:${i}`, name: `P${i}`, firstQuestion: 1, at: 0 },
    })),
  ];
}

/** Plays a whole game with the given answers (possibly several per player per question, in any order). */
function play(players: number, perQuestion: AnswerSubmitted['data'][][]) {
  let state = replay(roomDecider, roomWith(players, perQuestion.length));
  const apply = (events: RoomEvent[]) => (state = events.reduce(roomDecider.evolve, state));
  apply(roomDecider.decide({ type: 'StartGame', data: { by: 'user:host' }, metadata: { now: 0 } }, state));
  const results = [];
  for (const [index, answers] of perQuestion.entries()) {
    const number = index + 1;
    apply(
      roomDecider.decide(
        { type: 'CloseQuestion', data: { number, reason: 'time' }, metadata: { now: 1 } },
        state,
      ),
    );
    const closed = roomDecider.decide(
      { type: 'RecordResults', data: { number, answers }, metadata: { now: 2 } },
      state,
    );
    apply(closed);
    results.push(closed[0]!);
    if (number < perQuestion.length)
      apply(roomDecider.decide({ type: 'Advance', data: { number }, metadata: { now: 3 } }, state));
  }
  return { state, results };
}

const answersArb = (players: number, questions: number) =>
  fc.array(
    fc.array(
      fc.record({
        key: fc.integer({ min: 0, max: players + 2 }).map((i) => `guest:${i}`),
        letter: fc.constantFrom(...letters),
        elapsedMs: fc.integer({ min: 0, max: LIMIT_MS }),
      }),
      { maxLength: players * 3 },
    ),
    { minLength: questions, maxLength: questions },
  );

describe('room properties', () => {
  it('a right answer is worth 500 to 1,000 points before the bonus, never more for a slower answer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: LIMIT_MS }), fc.integer({ min: 0, max: LIMIT_MS }), (a, b) => {
        const [fast, slow] = a <= b ? [a, b] : [b, a];
        expect(speedPoints(fast, LIMIT_MS)).toBeGreaterThanOrEqual(speedPoints(slow, LIMIT_MS));
        expect(speedPoints(slow, LIMIT_MS)).toBeGreaterThanOrEqual(MIN_CORRECT_POINTS);
        expect(speedPoints(fast, LIMIT_MS)).toBeLessThanOrEqual(MAX_QUESTION_POINTS);
      }),
    );
  });

  it('one counted answer per player per question, scores bounded, streaks consistent, whatever arrives', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 5 }),
        fc.context(),
        (players, questions, ctx) => {
          fc.assert(
            fc.property(answersArb(players, questions), (raw) => {
              const perQuestion = raw.map((answers, i) =>
                answers.map((a) => ({ ...a, number: i + 1, at: 0 })),
              );
              const { state, results } = play(players, perQuestion);
              ctx.log(`players ${players}`);
              for (const closed of results) {
                const keys = (closed.data as { results: { key: string; points: number }[] }).results.map(
                  (r) => r.key,
                );
                expect(new Set(keys).size).toBe(keys.length);
                for (const key of keys) expect(state.players.has(key)).toBe(true);
              }
              for (const player of state.players.values()) {
                expect(player.score).toBeGreaterThanOrEqual(0);
                expect(player.score).toBeLessThanOrEqual(
                  questions * (MAX_QUESTION_POINTS + MAX_STREAK_BONUS),
                );
                expect(player.streak).toBeLessThanOrEqual(player.counted.length);
              }
            }),
            { numRuns: 20 },
          );
        },
      ),
      { numRuns: 20 },
    );
  });

  it('standings are best first, ranks shared only by equal scores, every player listed once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string({ maxLength: 5 }), score: fc.integer({ min: 0, max: 3000 }) }), {
          maxLength: 30,
        }),
        (rows) => {
          const players = rows.map((row, i) => ({
            ...row,
            key: `k${i}`,
            firstQuestion: 1,
            connected: true,
            streak: 0,
            counted: [],
          }));
          const standings = standingsOf(players);
          expect(standings).toHaveLength(players.length);
          expect(new Set(standings.map((s) => s.key)).size).toBe(players.length);
          standings.forEach((row, i) => {
            if (i === 0) return expect(row.rank).toBe(1);
            const previous = standings[i - 1]!;
            expect(row.score).toBeLessThanOrEqual(previous.score);
            expect(row.rank).toBe(row.score === previous.score ? previous.rank : i + 1);
          });
        },
      ),
    );
  });

  it('room ids are 6 characters of the look-alike-free alphabet', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const id = generateRoomId(createSeededRandom(seed));
        expect(id).toHaveLength(ROOM_ID_LENGTH);
        expect([...id].every((c) => ROOM_ID_ALPHABET.includes(c))).toBe(true);
      }),
    );
    expect(ROOM_ID_ALPHABET).not.toMatch(/[01258BILOSUVZ]/);
  });
});
