import fc from 'fast-check';
import {
  fillRound,
  isMissed,
  repeatOrder,
  type FreshQuestion,
  type SeenQuestion,
} from './round-fill.rules.js';
import { reshuffleOptions } from './option-shuffle.rules.js';

const fresh = (id: string, subtopic = 'General'): FreshQuestion => ({ questionId: id, subtopic });
const seen = (
  id: string,
  lastIssuedAt: number,
  lastAnswer: SeenQuestion['lastAnswer'] = null,
  subtopic = 'General',
): SeenQuestion => ({ questionId: id, subtopic, lastIssuedAt, lastAnswer });
const ids = (picks: { questionId: string }[]) => picks.map((pick) => pick.questionId);

describe('filling a round', () => {
  it('given enough fresh questions, when a round is filled, then it repeats nothing', () => {
    const picks = fillRound({
      count: 2,
      fresh: [fresh('f1'), fresh('f2'), fresh('f3')],
      seen: [seen('s1', 1)],
    });
    expect(picks).toEqual([
      { questionId: 'f1', repeat: false },
      { questionId: 'f2', repeat: false },
    ]);
  });

  it('given too few fresh questions, when a round is filled, then repeats fill it after them, flagged', () => {
    const picks = fillRound({
      count: 3,
      fresh: [fresh('f1')],
      seen: [seen('s1', 1), seen('s2', 2)],
    });
    expect(picks).toEqual([
      { questionId: 'f1', repeat: false },
      { questionId: 's1', repeat: true },
      { questionId: 's2', repeat: true },
    ]);
  });

  it('given misses and merely seen questions, when repeats are ordered, then misses come first, oldest miss first', () => {
    const order = repeatOrder([
      seen('right-long-ago', 1, { correct: true, at: 2 }),
      seen('missed-lately', 5, { correct: false, at: 90 }),
      seen('missed-long-ago', 5, { correct: false, at: 10 }),
      seen('never-answered', 50),
    ]);
    expect(ids(order)).toEqual(['missed-long-ago', 'missed-lately', 'right-long-ago', 'never-answered']);
  });

  it('given a question missed once and answered right since, when repeats are ordered, then it is merely seen', () => {
    const relearned = seen('relearned', 1, { correct: true, at: 80 });
    expect(isMissed(relearned)).toBe(false);
    expect(ids(repeatOrder([relearned, seen('missed', 1, { correct: false, at: 99 })]))).toEqual([
      'missed',
      'relearned',
    ]);
  });

  it('given a focus subtopic, when repeats are ordered, then its questions lead each kind', () => {
    const order = repeatOrder(
      [
        seen('missed-other', 1, { correct: false, at: 1 }),
        seen('missed-focus', 1, { correct: false, at: 50 }, 'Moons'),
        seen('seen-other', 1),
        seen('seen-focus', 60, null, 'moons '),
      ],
      'Moons',
    );
    expect(ids(order)).toEqual(['missed-focus', 'missed-other', 'seen-focus', 'seen-other']);
  });

  it('given a "fresh" question the player was issued before, when a round is filled, then it counts as a repeat', () => {
    expect(fillRound({ count: 1, fresh: [fresh('s1')], seen: [seen('s1', 1)] })).toEqual([
      { questionId: 's1', repeat: true },
    ]);
  });

  it('given a topic with no question at all, when a round is filled, then it is empty', () => {
    expect(fillRound({ count: 10, fresh: [], seen: [] })).toEqual([]);
  });
});

const subtopics = fc.constantFrom('Moons', 'Planets', 'Stars');
const topicArbitrary = fc
  .uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 40 })
  .chain((numbers) =>
    fc.record({
      fresh: fc.shuffledSubarray(numbers.map((n) => `q${n}`)),
      numbers: fc.constant(numbers),
      facts: fc.array(
        fc.record({
          subtopic: subtopics,
          issuedAt: fc.integer({ min: 0, max: 1_000 }),
          answer: fc.option(fc.record({ correct: fc.boolean(), at: fc.integer({ min: 0, max: 1_000 }) }), {
            nil: null,
          }),
        }),
        { minLength: numbers.length, maxLength: numbers.length },
      ),
      count: fc.integer({ min: 0, max: 25 }),
      focus: fc.option(subtopics, { nil: null }),
    }),
  )
  .map(({ fresh: freshIds, numbers, facts, count, focus }) => {
    const freshSet = new Set(freshIds);
    const all = numbers.map((n, i) => ({ id: `q${n}`, ...facts[i]! }));
    return {
      count,
      focusSubtopic: focus,
      fresh: all.filter((q) => freshSet.has(q.id)).map((q) => fresh(q.id, q.subtopic)),
      seen: all.filter((q) => !freshSet.has(q.id)).map((q) => seen(q.id, q.issuedAt, q.answer, q.subtopic)),
    };
  });

describe('filling a round, whatever the topic and history', () => {
  it('never repeats a question while a fresh one is left out', () => {
    fc.assert(
      fc.property(topicArbitrary, (request) => {
        const picks = fillRound(request);
        const freshLeftOut = request.fresh.length > picks.filter((pick) => !pick.repeat).length;
        if (freshLeftOut) expect(picks.some((pick) => pick.repeat)).toBe(false);
        const firstRepeat = picks.findIndex((pick) => pick.repeat);
        if (firstRepeat >= 0) expect(picks.slice(firstRepeat).every((pick) => pick.repeat)).toBe(true);
      }),
    );
  });

  it('is full whenever the topic has at least as many questions as asked, and never picks one twice', () => {
    fc.assert(
      fc.property(topicArbitrary, (request) => {
        const picks = fillRound(request);
        const topicSize = request.fresh.length + request.seen.length;
        expect(picks).toHaveLength(Math.min(request.count, topicSize));
        expect(new Set(ids(picks)).size).toBe(picks.length);
      }),
    );
  });

  it('asks a missed question again before any merely seen one', () => {
    fc.assert(
      fc.property(topicArbitrary, (request) => {
        const byId = new Map(request.seen.map((question) => [question.questionId, question]));
        const repeats = fillRound(request)
          .filter((pick) => pick.repeat)
          .map((pick) => byId.get(pick.questionId)!);
        const firstMerelySeen = repeats.findIndex((question) => !isMissed(question));
        if (firstMerelySeen >= 0) expect(repeats.slice(firstMerelySeen).some(isMissed)).toBe(false);
        // A missed question left out means the round holds no merely seen one.
        const missedLeftOut = request.seen.filter(isMissed).length > repeats.filter(isMissed).length;
        if (missedLeftOut) expect(firstMerelySeen).toBe(-1);
      }),
    );
  });

  it('is deterministic: the same history in any order gives the same round', () => {
    fc.assert(
      fc.property(topicArbitrary, fc.integer(), (request, seed) => {
        const reordered = [...request.seen].sort(
          (a, b) => ((a.lastIssuedAt ^ seed) % 7) - ((b.lastIssuedAt ^ seed) % 7),
        );
        expect(fillRound({ ...request, seen: reordered })).toEqual(fillRound(request));
      }),
    );
  });
});

describe('options of a question asked again', () => {
  it('given four distinct options, when reshuffled, then the order differs and the same option is right', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 4, maxLength: 4 }),
        fc.constantFrom('A', 'B', 'C', 'D' as const),
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (options, correct, randoms) => {
          const shown = options as [string, string, string, string];
          const random = () => randoms.next().value as number;
          const answer = shown['ABCD'.indexOf(correct)];
          const reshuffled = reshuffleOptions(shown, correct, random);
          expect([...reshuffled.options].sort()).toEqual([...shown].sort());
          expect(reshuffled.options).not.toEqual(shown);
          expect(reshuffled.options['ABCD'.indexOf(reshuffled.correct)]).toBe(answer);
        },
      ),
    );
  });

  it('given a shuffle that gives back the order shown, when reshuffled, then the order is turned by one', () => {
    // Fisher-Yates with j = i at every step keeps the order.
    const keepOrder = (() => {
      const values = [0.99, 0.99, 0.99];
      return () => values.shift() ?? 0.99;
    })();
    expect(reshuffleOptions(['a', 'b', 'c', 'd'], 'A', keepOrder)).toEqual({
      options: ['b', 'c', 'd', 'a'],
      correct: 'D',
    });
  });
});
