import fc from 'fast-check';
import { roomDecider, type RoomCommand } from '../rooms/room.commands.js';
import { decideAnswer } from '../rooms/room.answers.js';
import type { AnswerSubmitted, RoomEvent } from '../rooms/room.events.js';
import type { RoomState } from '../rooms/room.state.js';
import { gameTimeline, replayGame, type GameReplayEvent } from './game-replay.js';
import type { TimedEvent } from './replay.js';

const LIMIT_MS = 10_000;
const letters = ['A', 'B', 'C', 'D'] as const;
const label = (key: string, name: string) => `${name}<${key}>`;

interface GamePlan {
  players: number;
  questions: number;
  /** Per question: who answers (player index), with what and after how long. */
  answers: { player: number; letter: (typeof letters)[number]; afterMs: number }[][];
  kick: number | null;
  endEarlyAfter: number | null;
}

/** Plays a game through the room decider as the api would; answers go to their own streams. */
function playGame(plan: GamePlan) {
  let state: RoomState = roomDecider.initialState();
  let now = 1_000_000;
  const room: TimedEvent<RoomEvent>[] = [];
  const answerStreams: TimedEvent<AnswerSubmitted>[][] = [];
  const run = (command: RoomCommand) => {
    let events: RoomEvent[];
    try {
      events = roomDecider.decide(command, state);
    } catch {
      return;
    }
    for (const event of events) {
      state = roomDecider.evolve(state, event);
      room.push({ event, at: now });
    }
  };
  const host = 'user:host';
  run({
    type: 'CreateRoom',
    data: {
      roomId: 'ACDEFG',
      host: { key: host, name: 'Host' },
      settings: {
        topic: 'Space',
        difficulty: 'easy',
        questionCount: plan.questions,
        secondsPerQuestion: LIMIT_MS / 1000,
        lateJoin: true,
      },
      questions: Array.from({ length: plan.questions }, (_, i) => ({
        id: `q${i}`,
        text: `Question ${i + 1}?`,
        options: ['w', 'x', 'y', 'z'] as [string, string, string, string],
        correct: letters[i % 4]!,
        explanation: `Because ${i}.`,
        subtopic: 'Planets',
      })),
    },
    metadata: { now },
  });
  for (let p = 0; p < plan.players; p++) {
    now += 100;
    run({ type: 'JoinRoom', data: { key: `guest:${p}`, name: `P${p}` }, metadata: { now } });
  }
  if (plan.kick !== null) {
    now += 100;
    run({ type: 'KickPlayer', data: { by: host, name: `P${plan.kick}` }, metadata: { now } });
  }
  now += 100;
  run({ type: 'StartGame', data: { by: host }, metadata: { now } });
  for (let number = 1; number <= plan.questions; number++) {
    if (plan.endEarlyAfter !== null && number > plan.endEarlyAfter) {
      now += 50;
      run({ type: 'EndGame', data: { by: host }, metadata: { now } });
      break;
    }
    const openedAt = state.current?.openedAt ?? now;
    const stream: TimedEvent<AnswerSubmitted>[] = [];
    for (const answer of [...(plan.answers[number - 1] ?? [])].sort((a, b) => a.afterMs - b.afterMs)) {
      const at = openedAt + answer.afterMs;
      try {
        const event = decideAnswer(state, { key: `guest:${answer.player}`, answer: answer.letter, now: at });
        if (!stream.some((e) => e.event.data.key === event.data.key)) stream.push({ event, at });
      } catch {
        // refused (kicked, not in the room, after the deadline): nothing recorded
      }
    }
    answerStreams.push(stream);
    now = openedAt + LIMIT_MS;
    run({ type: 'CloseQuestion', data: { number, reason: 'time' }, metadata: { now } });
    now += 10;
    run({
      type: 'RecordResults',
      data: { number, answers: stream.map((e) => e.event.data) },
      metadata: { now },
    });
    now += 3000;
    run({ type: 'Advance', data: { number }, metadata: { now } });
  }
  return { room, answerStreams, final: state };
}

const planArb: fc.Arbitrary<GamePlan> = fc
  .record({ players: fc.integer({ min: 1, max: 8 }), questions: fc.integer({ min: 1, max: 6 }) })
  .chain(({ players, questions }) =>
    fc.record({
      players: fc.constant(players),
      questions: fc.constant(questions),
      answers: fc.array(
        fc.array(
          fc.record({
            player: fc.nat({ max: players - 1 }),
            letter: fc.constantFrom(...letters),
            afterMs: fc.integer({ min: 0, max: LIMIT_MS + 500 }),
          }),
          { maxLength: players + 2 },
        ),
        { minLength: questions, maxLength: questions },
      ),
      kick: fc.option(fc.nat({ max: players - 1 }), { nil: null }),
      endEarlyAfter: fc.option(fc.nat({ max: questions }), { nil: null }),
    }),
  );

describe('replaying a multiplayer game', () => {
  it('given a game of two players, when it is replayed, then each step shows the room, the answers and the standings', () => {
    const { room, answerStreams } = playGame({
      players: 2,
      questions: 1,
      answers: [
        [
          { player: 1, letter: 'A', afterMs: 2000 },
          { player: 0, letter: 'B', afterMs: 5000 },
        ],
      ],
      kick: null,
      endEarlyAfter: null,
    });
    const steps = replayGame(gameTimeline(room, answerStreams), label);
    expect(steps.map((s) => s.view.action.kind)).toEqual([
      'created',
      'joined',
      'joined',
      'started',
      'question-opened',
      'answered',
      'answered',
      'question-closing',
      'question-closed',
      'ended',
    ]);
    const answered = steps[6]!.view;
    expect(answered.submitted).toEqual([
      { player: 'P1<guest:1>', letter: 'A', elapsedMs: 2000 },
      { player: 'P0<guest:0>', letter: 'B', elapsedMs: 5000 },
    ]);
    const revealed = steps[8]!.view;
    expect(revealed.reveal).toMatchObject({ correct: 'A', explanation: 'Because 0.' });
    expect(revealed.standings[0]).toMatchObject({ rank: 1, player: 'P1<guest:1>' });
    expect(revealed.standings[0]!.score).toBeGreaterThan(0);
    expect(revealed.standings[1]).toMatchObject({ rank: 2, player: 'P0<guest:0>', score: 0 });
    expect(steps[3]!.view.action).toEqual({ kind: 'started', by: 'Host<user:host>', reason: null });
  });

  it('at every step, the standings are the scores counted independently from the results so far, and the game ends as it did', () => {
    fc.assert(
      fc.property(planArb, (plan) => {
        const { room, answerStreams, final } = playGame(plan);
        const timeline = gameTimeline(room, answerStreams);
        const steps = replayGame(timeline, label);
        expect(steps).toHaveLength(timeline.length);
        const scores = new Map<string, number>();
        const kicked = new Set<string>();
        let submitted: string[] = [];
        steps.forEach((step, i) => {
          const event: GameReplayEvent = timeline[i]!.event;
          if (event.type === 'PlayerJoined') scores.set(event.data.key, 0);
          if (event.type === 'PlayerKicked') {
            scores.delete(event.data.key);
            kicked.add(event.data.key);
          }
          if (event.type === 'QuestionOpened') submitted = [];
          if (event.type === 'AnswerSubmitted') submitted.push(event.data.key);
          if (event.type === 'QuestionClosed')
            for (const r of event.data.results)
              if (scores.has(r.key)) scores.set(r.key, scores.get(r.key)! + r.points);
          const expected = [...scores].map(([key, score]) => ({
            player: label(key, `P${key.split(':')[1]}`),
            score,
          }));
          expect(
            [...step.view.standings]
              .map((s) => ({ player: s.player, score: s.score }))
              .sort((a, b) => a.player.localeCompare(b.player)),
          ).toEqual(expected.sort((a, b) => a.player.localeCompare(b.player)));
          expect(step.view.standings.every((s, j, all) => j === 0 || all[j - 1]!.score >= s.score)).toBe(
            true,
          );
          if (event.type === 'QuestionClosed') expect(step.view.submitted).toEqual([]);
          if (step.view.phase === 'question')
            expect(step.view.submitted.map((s) => s.player)).toEqual(
              submitted.map((k) => label(k, `P${k.split(':')[1]}`)),
            );
        });
        const last = steps.at(-1)!.view;
        expect(last.phase).toBe(final.phase);
        expect(last.standings.map((s) => s.score)).toEqual(
          [...final.players.values()].map((p) => p.score).sort((a, b) => b - a),
        );
        const offsets = steps.map((s) => s.offsetMs);
        expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
      }),
      { numRuns: 200 },
    );
  });
});
