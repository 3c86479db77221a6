import fc from 'fast-check';
import type { AnswerLetter } from '../questions/answer-key.rules.js';
import { quizSessionDecider, type QuizSessionCommand } from '../play/quiz-session.commands.js';
import type { QuizSessionEvent } from '../play/quiz-session.events.js';
import type { TimedEvent } from './replay.js';
import { replaySoloRound } from './solo-replay.js';
import { REPLAY_SPEEDS, replayDelayMs } from './replay.js';

const LETTERS: AnswerLetter[] = ['A', 'B', 'C', 'D'];
const START = Date.parse('2026-11-24T10:00:00.000Z');

interface Plan {
  questions: number;
  /** Which question each answer goes to (an index, possibly one already answered), its letter and its delay. */
  answers: { question: number; letter: AnswerLetter | null; afterMs: number }[];
  finishEarly: boolean;
}

/** Plays a round through the decider, as the api would, recording each event with its time. */
function play(plan: Plan): TimedEvent<QuizSessionEvent>[] {
  const sessionId = 's-1';
  const userId = 'u-1';
  let state = quizSessionDecider.initialState();
  let now = START;
  const timed: TimedEvent<QuizSessionEvent>[] = [];
  const run = (command: QuizSessionCommand) => {
    let events: QuizSessionEvent[];
    try {
      events = quizSessionDecider.decide(command, state);
    } catch {
      return; // refused, as the api would refuse it: nothing recorded
    }
    for (const event of events) {
      state = quizSessionDecider.evolve(state, event);
      timed.push({ event, at: now });
    }
  };
  run({
    type: 'StartQuiz',
    data: {
      sessionId,
      userId,
      topic: 'Space',
      difficulty: 'medium',
      round: 2,
      subtopic: 'Planets',
      allIssued: true,
      questions: Array.from({ length: plan.questions }, (_, i) => ({
        questionId: `q${i + 1}`,
        question: `Question ${i + 1}?`,
        options: [`a${i}`, `b${i}`, `c${i}`, `d${i}`] as [string, string, string, string],
        correct: LETTERS[i % 4]!,
        explanation: `Because ${i}.`,
        subtopic: i % 2 ? 'Planets' : 'Stars',
      })),
    },
    metadata: { now: new Date(now) },
  });
  for (const answer of plan.answers) {
    now += answer.afterMs;
    run({
      type: 'AnswerQuestion',
      data: {
        sessionId,
        userId,
        questionId: `q${(answer.question % plan.questions) + 1}`,
        selectedAnswer: answer.letter,
        timeTaken: answer.afterMs / 1000,
      },
      metadata: { now: new Date(now) },
    });
  }
  if (plan.finishEarly) {
    now += 1000;
    run({ type: 'FinishQuiz', data: { sessionId, userId }, metadata: { now: new Date(now) } });
  }
  return timed;
}

const planArb: fc.Arbitrary<Plan> = fc.integer({ min: 1, max: 15 }).chain((questions) =>
  fc.record({
    questions: fc.constant(questions),
    answers: fc.array(
      fc.record({
        question: fc.nat({ max: questions - 1 }),
        letter: fc.option(fc.constantFrom(...LETTERS), { nil: null }),
        afterMs: fc.integer({ min: 0, max: 20_000 }),
      }),
      { maxLength: 25 },
    ),
    finishEarly: fc.boolean(),
  }),
);

describe('replaying a solo round', () => {
  it('given a round of three questions, when it is replayed, then each step shows what the player saw and scored', () => {
    const events = play({
      questions: 3,
      answers: [
        { question: 0, letter: 'A', afterMs: 4000 },
        { question: 1, letter: 'C', afterMs: 6000 },
        { question: 2, letter: 'C', afterMs: 2000 },
      ],
      finishEarly: false,
    });
    const steps = replaySoloRound(events);
    expect(steps.map((s) => s.type)).toEqual([
      'QuizStarted',
      'QuestionAnswered',
      'QuestionAnswered',
      'QuestionAnswered',
      'QuizFinished',
    ]);
    expect(steps.map((s) => s.offsetMs)).toEqual([0, 4000, 10000, 12000, 12000]);
    expect(steps[0]!.view.shown).toMatchObject({
      number: 1,
      question: 'Question 1?',
      options: ['a0', 'b0', 'c0', 'd0'],
    });
    expect(steps[1]!.view).toMatchObject({
      answer: { number: 1, selected: 'A', correct: 'A', isCorrect: true, timeTaken: 4 },
      shown: { number: 2 },
      score: 1,
      streak: 1,
    });
    expect(steps[2]!.view).toMatchObject({
      answer: { isCorrect: false },
      score: 1,
      streak: 0,
      bestStreak: 1,
    });
    expect(steps[3]!.view).toMatchObject({
      answer: { number: 3, isCorrect: true },
      score: 2,
      streak: 1,
      shown: null,
    });
    expect(steps[4]!.view).toMatchObject({ status: 'finished', answer: null, answered: 3 });
  });

  it('at every step, agrees with the answers counted independently from the events so far', () => {
    fc.assert(
      fc.property(planArb, (plan) => {
        const events = play(plan);
        const steps = replaySoloRound(events);
        expect(steps).toHaveLength(events.length);
        const answered: { questionId: string; isCorrect: boolean }[] = [];
        let finished = false;
        steps.forEach((step, i) => {
          const { event, at } = events[i]!;
          expect(step.at).toBe(at);
          expect(step.offsetMs).toBe(at - events[0]!.at);
          if (event.type === 'QuestionAnswered') answered.push(event.data);
          if (event.type === 'QuizFinished') finished = true;
          let streak = 0;
          let best = 0;
          for (const a of answered) {
            streak = a.isCorrect ? streak + 1 : 0;
            best = Math.max(best, streak);
          }
          const unanswered = Array.from({ length: plan.questions }, (_, q) => `q${q + 1}`).filter(
            (id) => !answered.some((a) => a.questionId === id),
          );
          expect(step.view).toMatchObject({
            status: finished ? 'finished' : 'in-progress',
            answered: answered.length,
            score: answered.filter((a) => a.isCorrect).length,
            streak,
            bestStreak: best,
            questionsIssued: plan.questions,
          });
          expect(step.view.shown?.questionId ?? null).toBe(finished ? null : (unanswered[0] ?? null));
          expect(step.view.answer?.questionId ?? null).toBe(
            event.type === 'QuestionAnswered' ? event.data.questionId : null,
          );
        });
      }),
      { numRuns: 300 },
    );
  });

  it('a long round replays in order: offsets never go back', () => {
    fc.assert(
      fc.property(planArb, (plan) => {
        const offsets = replaySoloRound(play(plan)).map((s) => s.offsetMs);
        expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
      }),
    );
  });
});

describe('replay playback', () => {
  it('given recorded gaps, then each speed waits the gap divided by the speed, and stops at the last step', () => {
    const offsets = [0, 4000, 4000, 10000];
    expect(REPLAY_SPEEDS.map((speed) => replayDelayMs(offsets, 0, speed))).toEqual([4000, 1000, 250]);
    expect(replayDelayMs(offsets, 1, 4)).toBe(0);
    expect(replayDelayMs(offsets, 3, 1)).toBeNull();
  });

  it('playing a whole replay at any speed takes its recorded length divided by the speed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 60_000 }), { minLength: 1, maxLength: 50 }),
        fc.constantFrom(...REPLAY_SPEEDS),
        (gaps, speed) => {
          const offsets = gaps.reduce<number[]>((acc, gap) => [...acc, (acc.at(-1) ?? 0) + gap], [0]);
          let total = 0;
          for (let i = 0; replayDelayMs(offsets, i, speed) !== null; i++)
            total += replayDelayMs(offsets, i, speed)!;
          expect(total).toBeCloseTo(offsets.at(-1)! / speed, 6);
        },
      ),
    );
  });
});
