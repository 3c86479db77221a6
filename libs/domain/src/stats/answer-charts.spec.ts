import { accuracyBy, accuracyOverTime, answerTimeDistribution, type ChartedAnswer } from './answer-charts.js';

let clock = 0;
const played = (
  sessionId: string,
  isCorrect: boolean,
  more: Partial<Omit<ChartedAnswer, 'sessionId' | 'isCorrect'>> = {},
): ChartedAnswer => ({
  sessionId,
  isCorrect,
  topic: 'Space',
  subtopic: 'Planets',
  timeTaken: 4,
  playedAt: new Date(Date.UTC(2026, 10, 21, 10, 0, clock++)).toISOString(),
  ...more,
});

describe('accuracy over time (one point per round played)', () => {
  it('given no answers, when charted, then there are no points', () => {
    expect(accuracyOverTime([])).toEqual([]);
  });

  it('given two rounds of 3 and 2 answers, when charted, then each round is a point with its own accuracy', () => {
    const first = played('s1', true, { topic: 'Space' });
    const answers = [first, played('s1', false), played('s1', true), played('s2', false, { topic: 'Art' })];
    answers.push(played('s2', false));
    expect(accuracyOverTime(answers)).toEqual([
      {
        round: 1,
        sessionId: 's1',
        topic: 'Space',
        startedAt: first.playedAt,
        correct: 2,
        total: 3,
        accuracyPercent: 67,
      },
      {
        round: 2,
        sessionId: 's2',
        topic: 'Art',
        startedAt: answers[3]!.playedAt,
        correct: 0,
        total: 2,
        accuracyPercent: 0,
      },
    ]);
  });

  it('given a session played again after another one, when charted, then it is a new point', () => {
    const points = accuracyOverTime([played('a', true), played('b', true), played('a', false)]);
    expect(points.map((p) => [p.sessionId, p.total])).toEqual([
      ['a', 1],
      ['b', 1],
      ['a', 1],
    ]);
  });

  it('given 1 right of 8 in a round, when charted, then accuracy rounds 12.5 % half up to 13 %', () => {
    const answers = [played('s', true), ...Array.from({ length: 7 }, () => played('s', false))];
    expect(accuracyOverTime(answers)[0]!.accuracyPercent).toBe(13);
  });
});

describe('accuracy by topic and by subtopic', () => {
  it('given answers in two topics, when grouped by topic, then the most played comes first', () => {
    const answers = [
      played('s', true, { topic: 'Art' }),
      played('s', true, { topic: 'Space' }),
      played('s', false, { topic: 'Space' }),
      played('s', false, { topic: 'Space' }),
    ];
    expect(accuracyBy(answers, 'topic')).toEqual([
      { name: 'Space', correct: 1, total: 3, accuracyPercent: 33 },
      { name: 'Art', correct: 1, total: 1, accuracyPercent: 100 },
    ]);
  });

  it('given subtopics spelt with other case and spaces, when grouped, then they are one with the first spelling', () => {
    const answers = [
      played('s', true, { subtopic: 'Moons' }),
      played('s', false, { subtopic: ' moons ' }),
      played('s', true, { subtopic: 'Planets' }),
      played('s', true, { subtopic: 'MOONS' }),
    ];
    expect(accuracyBy(answers, 'subtopic')).toEqual([
      { name: 'Moons', correct: 2, total: 3, accuracyPercent: 67 },
      { name: 'Planets', correct: 1, total: 1, accuracyPercent: 100 },
    ]);
  });

  it('given equal counts, when grouped, then the one played first comes first', () => {
    const answers = [played('s', false, { subtopic: 'B' }), played('s', true, { subtopic: 'A' })];
    expect(accuracyBy(answers, 'subtopic').map((g) => g.name)).toEqual(['B', 'A']);
  });

  it('given an answer without a subtopic, when grouped by subtopic, then it is left out', () => {
    expect(accuracyBy([played('s', true, { subtopic: '  ' })], 'subtopic')).toEqual([]);
  });
});

describe('answer-time distribution (3-second buckets up to the 15 s timer)', () => {
  it('given no answers, when bucketed, then there are six empty buckets, the last open-ended', () => {
    expect(answerTimeDistribution([])).toEqual([
      { fromSeconds: 0, toSeconds: 3, correct: 0, incorrect: 0 },
      { fromSeconds: 3, toSeconds: 6, correct: 0, incorrect: 0 },
      { fromSeconds: 6, toSeconds: 9, correct: 0, incorrect: 0 },
      { fromSeconds: 9, toSeconds: 12, correct: 0, incorrect: 0 },
      { fromSeconds: 12, toSeconds: 15, correct: 0, incorrect: 0 },
      { fromSeconds: 15, toSeconds: null, correct: 0, incorrect: 0 },
    ]);
  });

  it('given times on the bucket edges, when bucketed, then each lower bound is inclusive', () => {
    const buckets = answerTimeDistribution([
      played('s', true, { timeTaken: 0 }),
      played('s', true, { timeTaken: 2.99 }),
      played('s', false, { timeTaken: 3 }),
      played('s', true, { timeTaken: 14.9 }),
      played('s', false, { timeTaken: 15 }),
      played('s', false, { timeTaken: 17 }),
    ]);
    expect(buckets.map((b) => [b.correct, b.incorrect])).toEqual([
      [2, 0],
      [0, 1],
      [0, 0],
      [0, 0],
      [1, 0],
      [0, 2],
    ]);
  });

  it('given a negative time, when bucketed, then it counts in the first bucket', () => {
    expect(answerTimeDistribution([played('s', true, { timeTaken: -1 })])[0]!.correct).toBe(1);
  });
});
