import { randomUUID } from 'node:crypto';
import type { QuestionAnswered } from '@quiz/domain';
import { DataSource } from 'typeorm';
import type { EventStore } from '../../apps/api/src/infra/event-store/event-store.port.js';
import { EVENT_STORE } from '../../apps/api/src/infra/tokens.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { projectionsSettled } from '../../apps/api/src/testing/projections-settled.js';

type Answer = QuestionAnswered['data'];

interface Item {
  id: string;
  question: string;
  playedAt: string;
  isCorrect: boolean;
  selectedAnswer: string | null;
}

let answersMade = 0;

/** One answer as the play engineer's save-answer handler records it; every field can be overridden. */
function answer(userId: string, overrides: Partial<Answer> = {}): Answer {
  answersMade += 1;
  return {
    sessionId: randomUUID(),
    userId,
    questionId: randomUUID(),
    question: `Question number ${answersMade}?`,
    optionA: 'Alpha',
    optionB: 'Bravo',
    optionC: 'Charlie',
    optionD: 'Delta',
    correct: 'B',
    explanation: 'Because it is so.',
    topic: 'General',
    difficulty: 'medium',
    subtopic: 'Miscellany',
    selectedAnswer: 'B',
    isCorrect: true,
    timeTaken: 4.5,
    answeredAt: new Date(Date.UTC(2026, 10, 1, 10, 0, answersMade)).toISOString(),
    ...overrides,
  };
}

describe.each(testDatabaseKinds())('the answer history, on %s', (kind) => {
  let testApp: TestApp;
  let player: { token: string; userId: string };
  let other: { token: string; userId: string };
  const recorded: Answer[] = [];

  const record = async (...answers: Answer[]) => {
    const store = testApp.app.get<EventStore>(EVENT_STORE);
    for (const data of answers) {
      await store.append(
        `quiz-${data.sessionId}`,
        [{ id: randomUUID(), type: 'QuestionAnswered', data }],
        'any',
      );
      recorded.push(data);
    }
    await settled();
  };
  const settled = async () => {
    const runner = await projectionsSettled(testApp.app);
    return runner;
  };
  const get = (query = '', token = player.token) =>
    testApp.http().get(`/api/answers/user-answers${query}`).set('authorization', `Bearer ${token}`);
  const questionsOf = async (query = '') => {
    const response = await get(query);
    expect(response.status).toBe(200);
    return (response.body.items as Item[]).map((item) => item.question);
  };
  /** Every page from the first, following nextCursor; `between` runs after each page. */
  const allPages = async (query: string, between: (page: number) => Promise<void> = async () => {}) => {
    const questions: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 50; page++) {
      const response = await get(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.status).toBe(200);
      questions.push(...(response.body.items as Item[]).map((item) => item.question));
      cursor = response.body.nextCursor;
      if (!cursor) return questions;
      await between(page);
    }
    throw new Error('paging did not end');
  };
  const playerQuestions = (order: 'asc' | 'desc', keep: (a: Answer) => boolean = () => true) => {
    const mine = recorded.filter((a) => a.userId === player.userId && keep(a)).map((a) => a.question);
    return order === 'asc' ? mine : mine.reverse();
  };

  beforeAll(async () => {
    testApp = await startTestApp(kind);
    player = await signUp(testApp);
    other = await signUp(testApp);
    await record(
      answer(player.userId, {
        question: 'Which planet is known as the Red Planet?',
        optionA: 'Venus',
        optionB: 'Mars',
        optionC: 'Jupiter',
        optionD: 'Saturn',
        explanation: 'Iron oxide on its surface gives Mars its reddish colour.',
        topic: 'Space',
        subtopic: 'Planets',
        selectedAnswer: 'A',
        isCorrect: false,
        timeTaken: 7.25,
      }),
      answer(player.userId, {
        question: 'What do plants release during photosynthesis?',
        optionA: 'Oxygen',
        optionB: 'Nitrogen',
        optionC: 'Helium',
        optionD: 'Argon',
        correct: 'A',
        explanation: 'Chlorophyll captures light; water is split and oxygen released.',
        topic: 'Biology',
        subtopic: 'Plants',
        selectedAnswer: 'A',
        isCorrect: true,
        difficulty: 'easy',
      }),
      answer(player.userId, {
        question: 'Which gas giant has the Great Red Spot?',
        topic: 'Space',
        subtopic: 'Gas giants',
        selectedAnswer: null,
        isCorrect: false,
        timeTaken: 15,
        difficulty: 'hard',
      }),
      answer(other.userId, { question: 'Someone else’s answer about planets', topic: 'Space' }),
      answer(player.userId, {
        question: 'Who painted the Mona Lisa?',
        topic: 'Art',
        subtopic: 'Renaissance',
      }),
    );
  });
  afterAll(async () => {
    await testApp?.dispose();
  });

  it('lists only the caller’s own answers, newest first, as the spec’s answer records', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.body.nextCursor).toBeNull();
    expect(response.body.items.map((item: Item) => item.question)).toEqual(playerQuestions('desc'));
    const red = recorded[0]!;
    expect(response.body.items.at(-1)).toEqual({
      id: red.questionId,
      sessionId: red.sessionId,
      question: 'Which planet is known as the Red Planet?',
      optionA: 'Venus',
      optionB: 'Mars',
      optionC: 'Jupiter',
      optionD: 'Saturn',
      correct: 'B',
      explanation: 'Iron oxide on its surface gives Mars its reddish colour.',
      topic: 'Space',
      difficulty: 'medium',
      subtopic: 'Planets',
      selectedAnswer: 'A',
      isCorrect: false,
      timeTaken: 7.25,
      playedAt: red.answeredAt,
    });
    const others = await get('', other.token);
    expect(others.body.items.map((item: Item) => item.question)).toEqual([
      'Someone else’s answer about planets',
    ]);
  });

  it('sorts oldest first with sort=asc', async () => {
    expect(await questionsOf('?sort=asc')).toEqual(playerQuestions('asc'));
  });

  it('keeps only wrong and timed-out answers with incorrect=1', async () => {
    expect(await questionsOf('?incorrect=1')).toEqual(playerQuestions('desc', (a) => !a.isCorrect));
    expect(await questionsOf('?incorrect=1')).toEqual([
      'Which gas giant has the Great Red Spot?',
      'Which planet is known as the Red Planet?',
    ]);
    expect(await questionsOf('?incorrect=0')).toEqual(playerQuestions('desc'));
  });

  it('searches the question, the options, the explanation, the topic and the subtopic, every word stemmed', async () => {
    const red = 'Which planet is known as the Red Planet?';
    const plants = 'What do plants release during photosynthesis?';
    const spot = 'Which gas giant has the Great Red Spot?';
    expect(await questionsOf('?q=red')).toEqual([spot, red]);
    expect(await questionsOf('?q=Photosynthesis')).toEqual([plants]);
    expect(await questionsOf('?q=photosyn')).toEqual([]); // whole words, not prefixes (ADR 0075)
    expect(await questionsOf('?q=JUPITER')).toEqual([red]); // an option, in any case
    expect(await questionsOf('?q=chlorophyll')).toEqual([plants]); // the explanation
    expect(await questionsOf('?q=biology')).toEqual([plants]); // the topic
    expect(await questionsOf('?q=renaissance')).toEqual(['Who painted the Mona Lisa?']); // the subtopic
    expect(await questionsOf('?q=planets')).toEqual([red]); // stemmed: "planets" finds "planet"
    expect(await questionsOf('?q=red%20giant')).toEqual([spot]); // every word must match
    expect(await questionsOf('?q=red&sort=asc')).toEqual([red, spot]);
    expect(await questionsOf('?q=red&incorrect=1&topic=space')).toEqual([spot, red]);
    expect(await questionsOf('?q=zebra')).toEqual([]);
    expect(await questionsOf('?q=%3F%21%26%7C')).toEqual([]); // punctuation only, no tsquery syntax error
    expect(await questionsOf('?q=red%20%26%20!%7C%20(')).toEqual([spot, red]); // operators typed are ignored
    expect(await questionsOf('?q=%20%20')).toEqual(playerQuestions('desc')); // a cleared box is no filter
  });

  it('filters by topic and by subtopic, regardless of case', async () => {
    expect(await questionsOf('?topic=space')).toEqual([
      'Which gas giant has the Great Red Spot?',
      'Which planet is known as the Red Planet?',
    ]);
    expect(await questionsOf('?topic=Space&subtopic=PLANETS')).toEqual([
      'Which planet is known as the Red Planet?',
    ]);
    expect(await questionsOf('?subtopic=Plants')).toEqual(['What do plants release during photosynthesis?']);
    expect(await questionsOf('?topic=History')).toEqual([]);
  });

  it('pages with an opaque cursor, each answer once, ties broken by log position', async () => {
    const sameMoment = '2026-11-02T09:00:00.000Z';
    await record(
      answer(player.userId, { question: 'Tie one', answeredAt: sameMoment }),
      answer(player.userId, { question: 'Tie two', answeredAt: sameMoment }),
      answer(player.userId, { question: 'Tie three', answeredAt: sameMoment }),
    );
    for (const sort of ['desc', 'asc'] as const) {
      const everything = await questionsOf(`?sort=${sort}`);
      expect(everything).toEqual(playerQuestions(sort));
      for (const limit of [1, 2, 3])
        expect(await allPages(`?sort=${sort}&limit=${limit}`)).toEqual(everything);
    }
    const first = await get('?limit=2');
    expect(first.body.items).toHaveLength(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
  });

  it('stays correct while new answers arrive between pages', async () => {
    // Newest first: answers recorded after the first page belong before it, so later pages neither repeat
    // nor skip anything that was there when paging began.
    const before = playerQuestions('desc');
    let arrivals = 0;
    const arrive = async () => {
      arrivals += 1;
      await record(
        answer(player.userId, {
          question: `Arrived while paging ${arrivals}`,
          answeredAt: new Date(Date.UTC(2026, 10, 3, 0, 0, arrivals)).toISOString(),
        }),
      );
    };
    expect(await allPages('?limit=2', arrive)).toEqual(before);
    // Oldest first: they sort after every earlier answer, and the same walk reaches them at its end.
    const ascendingBefore = playerQuestions('asc');
    const walked = await allPages('?sort=asc&limit=3', arrive);
    expect(walked.slice(0, ascendingBefore.length)).toEqual(ascendingBefore);
    expect(walked.slice(ascendingBefore.length)).toEqual(
      playerQuestions('asc').slice(ascendingBefore.length, walked.length),
    );
    expect(walked.length).toBeGreaterThan(ascendingBefore.length);
    expect(new Set(walked).size).toBe(walked.length);
  });

  it('answers a bad query with a 400 that names the problem', async () => {
    const cases: [string, RegExp][] = [
      ['?limit=51', /limit must be a whole number from 1 to 50/],
      ['?limit=0', /limit must be a whole number from 1 to 50/],
      ['?limit=ten', /limit must be a whole number from 1 to 50/],
      ['?sort=newest', /sort must be asc or desc/],
      ['?incorrect=yes', /incorrect must be 1 or 0/],
      ['?topic=' + 'x'.repeat(21), /topic must be 20 characters or less/],
      ['?q=' + 'word '.repeat(41), /q must be 200 characters or less/],
      ['?userId=someone-else', /Unknown field\(s\): userId/],
      ['?cursor=bm9wZQ', /cursor is not one this api issued/],
    ];
    for (const [query, message] of cases) {
      const response = await get(query);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(response.body.message).toMatch(message);
    }
    const descending = await get('?limit=1');
    const mixed = await get(`?limit=1&sort=asc&cursor=${descending.body.nextCursor}`);
    expect(mixed.status).toBe(400);
    expect(mixed.body.code).toBe('INVALID_CURSOR');
    expect(mixed.body.message).toMatch(/cursor belongs to sort=desc/);
  });

  it('refuses a caller without a token with the spec’s message', async () => {
    const response = await testApp.http().get('/api/answers/user-answers');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Not authenticated' });
  });

  it('is rebuilt from position 0 to the same rows', async () => {
    const runner = await settled();
    const dataSource = testApp.app.get(DataSource);
    const rows = () =>
      dataSource.query(`SELECT *, search::text AS search FROM answer_history ORDER BY event_id`);
    const before = { rows: await rows(), listing: (await get()).body };
    expect(before.rows).toHaveLength(recorded.length);
    expect(await runner.rebuild('answer_history')).toBeGreaterThanOrEqual(recorded.length);
    expect(await rows()).toEqual(before.rows);
    expect((await get()).body).toEqual(before.listing);
  });
});
