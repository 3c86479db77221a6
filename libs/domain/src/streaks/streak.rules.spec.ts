import fc from 'fast-check';
import {
  countsTowardRecords,
  evolveTopicStreak,
  foldPlayerTopicStreaks,
  initialTopicStreak,
  playerTopicId,
  recordedAnswers,
  streakTopicKey,
  type TopicAnswer,
  type TopicStreak,
} from './streak.rules.js';

let clock = 0;
const at = () => new Date(Date.UTC(2026, 10, 21, 9, 0, clock++)).toISOString();
const right = (): TopicAnswer => ({
  userId: 'ada',
  topic: 'Space',
  isCorrect: true,
  selectedAnswer: 'B',
  answeredAt: at(),
});
const wrong = (): TopicAnswer => ({
  userId: 'ada',
  topic: 'Space',
  isCorrect: false,
  selectedAnswer: 'C',
  answeredAt: at(),
});
const timedOut = (): TopicAnswer => ({
  userId: 'ada',
  topic: 'Space',
  isCorrect: false,
  selectedAnswer: null,
  answeredAt: at(),
});

/** given(answers).then(expected streak): the fold of one player's answers in one topic. */
const given = (answers: TopicAnswer[]) => ({
  then(expected: Partial<TopicStreak>) {
    expect(answers.reduce(evolveTopicStreak, initialTopicStreak())).toMatchObject(expected);
  },
});

describe('a player’s best streak in a topic', () => {
  it('is 0 before any answer and after only wrong ones', () => {
    given([]).then({ current: 0, best: 0, bestReachedAt: null });
    given([wrong(), timedOut(), wrong()]).then({ current: 0, best: 0, bestReachedAt: null });
  });

  it('counts consecutive correct answers', () => {
    given([right(), right(), right()]).then({ current: 3, best: 3 });
  });

  it('is the longest run, not the latest one, once a wrong answer breaks a run', () => {
    given([right(), right(), right(), wrong(), right(), right()]).then({ current: 2, best: 3 });
  });

  it('is broken by a timed-out answer', () => {
    given([right(), right(), timedOut(), right()]).then({ current: 1, best: 2 });
  });

  it('never counts a timed-out answer as correct, even one recorded as correct', () => {
    const odd = { ...right(), selectedAnswer: null };
    given([right(), odd, right()]).then({ current: 1, best: 1 });
  });

  it('keeps when the best run first reached its length: a later run of the same length does not move it', () => {
    const first = [right(), right()];
    const later = [right(), right()];
    given([...first, wrong(), ...later]).then({ best: 2, bestReachedAt: first[1]!.answeredAt });
    const longer = [right(), right(), right()];
    given([...first, wrong(), ...longer]).then({ best: 3, bestReachedAt: longer[2]!.answeredAt });
  });
});

describe('streaks per player and topic', () => {
  const answer = (userId: string, topic: string, correct: boolean): TopicAnswer => ({
    userId,
    topic,
    isCorrect: correct,
    selectedAnswer: correct ? 'A' : 'B',
    answeredAt: at(),
  });

  it('keeps each player’s topics apart: a wrong answer in one topic does not break a run in another', () => {
    const streaks = foldPlayerTopicStreaks([
      answer('ada', 'Space', true),
      answer('ada', 'Art', false),
      answer('ada', 'Space', true),
      answer('bob', 'Space', false),
      answer('bob', 'Space', true),
    ]);
    expect(streaks.map(({ userId, topic, best, current }) => ({ userId, topic, best, current }))).toEqual([
      { userId: 'ada', topic: 'Space', best: 2, current: 2 },
      { userId: 'ada', topic: 'Art', best: 0, current: 0 },
      { userId: 'bob', topic: 'Space', best: 1, current: 1 },
    ]);
  });

  it('treats spellings of a topic that differ only in case and spacing as one, named as first played', () => {
    const streaks = foldPlayerTopicStreaks([
      answer('ada', ' World  History', true),
      answer('ada', 'world history', true),
    ]);
    expect(streaks).toMatchObject([{ topicKey: 'world history', topic: 'World History', best: 2 }]);
    expect(streakTopicKey('  WORLD   history ')).toBe('world history');
  });

  it('continues from the streaks already known and returns only those the answers touch', () => {
    const known = new Map([
      [
        playerTopicId('ada', 'space'),
        { userId: 'ada', topicKey: 'space', topic: 'Space', current: 4, best: 5, bestReachedAt: 'earlier' },
      ],
      [
        playerTopicId('ada', 'art'),
        { userId: 'ada', topicKey: 'art', topic: 'Art', current: 1, best: 1, bestReachedAt: 'earlier' },
      ],
    ]);
    const last = answer('ada', 'SPACE', true);
    const streaks = foldPlayerTopicStreaks([answer('ada', 'space', true), last], known);
    expect(streaks).toEqual([
      {
        userId: 'ada',
        topicKey: 'space',
        topic: 'Space',
        current: 6,
        best: 6,
        bestReachedAt: last.answeredAt,
      },
    ]);
  });
});

describe('answers to questions the player was already asked (ADR 0191)', () => {
  const again = (answer: TopicAnswer): TopicAnswer => ({ ...answer, repeat: true });

  it('given a run of 2, when repeats are answered right many times, then the streak stays 2', () => {
    given([right(), right(), again(right()), again(right()), again(right())]).then({ current: 2, best: 2 });
  });

  it('given a run of 2, when a repeat is answered wrong or times out, then the run goes on', () => {
    given([right(), right(), again(wrong()), again(timedOut()), right()]).then({ current: 3, best: 3 });
  });

  it('given only repeats, then there is no streak and no row for the topic', () => {
    given([again(right()), again(right())]).then({ current: 0, best: 0, bestReachedAt: null });
    expect(foldPlayerTopicStreaks([again(right())])).toEqual([]);
  });

  it('leaves repeats out of the answers the records are made of, in order', () => {
    const first = right();
    const second = wrong();
    expect(recordedAnswers([first, again(right()), second, again(wrong())])).toEqual([first, second]);
    expect(countsTowardRecords(first)).toBe(true);
    expect(countsTowardRecords({ repeat: false })).toBe(true);
    expect(countsTowardRecords(again(first))).toBe(false);
  });

  interface Drawn {
    userId: string;
    topic: string;
    outcome: 'right' | 'wrong' | 'timed out';
    repeat: boolean;
  }
  const answerArb: fc.Arbitrary<Drawn> = fc.record({
    userId: fc.constantFrom('ada', 'bob'),
    topic: fc.constantFrom('Space', ' space ', 'Art'),
    outcome: fc.constantFrom('right' as const, 'wrong' as const, 'timed out' as const),
    repeat: fc.boolean(),
  });
  const toAnswers = (drawn: Drawn[]): TopicAnswer[] =>
    drawn.map(({ userId, topic, outcome, repeat }, index) => ({
      userId,
      topic,
      isCorrect: outcome !== 'wrong',
      selectedAnswer: outcome === 'timed out' ? null : outcome === 'right' ? 'A' : 'B',
      answeredAt: new Date(Date.UTC(2026, 10, 24, 9, 0, index)).toISOString(),
      ...(repeat && { repeat: true }),
    }));

  it('gives every player and topic the streaks (current, best, when reached) of their fresh answers alone', () => {
    fc.assert(
      fc.property(fc.array(answerArb, { maxLength: 60 }), fc.nat({ max: 60 }), (drawn, cut) => {
        const answers = toAnswers(drawn);
        const fresh = answers.filter((answer) => !answer.repeat);
        const all = foldPlayerTopicStreaks(answers);
        expect(all).toEqual(foldPlayerTopicStreaks(fresh));
        // Folded in two batches, as the projection reads the log, the figures are the same.
        const known = new Map(
          foldPlayerTopicStreaks(answers.slice(0, cut)).map((streak) => [
            playerTopicId(streak.userId, streak.topicKey),
            streak,
          ]),
        );
        const later = foldPlayerTopicStreaks(answers.slice(cut), known);
        const merged = new Map(known);
        for (const streak of later) merged.set(playerTopicId(streak.userId, streak.topicKey), streak);
        expect(new Map(all.map((streak) => [playerTopicId(streak.userId, streak.topicKey), streak]))).toEqual(
          merged,
        );
      }),
      { numRuns: 500 },
    );
  });
});
