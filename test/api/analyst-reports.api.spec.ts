import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { grantRole, waitForRoles } from '../../apps/api/src/testing/access.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { issuedQuestionsStreamName, type QuestionsIssued } from '@quiz/domain';
import type { EventStore } from '../../apps/api/src/infra/event-store/event-store.port.js';
import { EVENT_STORE } from '../../apps/api/src/infra/tokens.js';
import { answer, record, settled, type Answer } from './support/recorded-answers.js';

const TOPIC = 'Geography';
type Letter = 'A' | 'B' | 'C' | 'D';

/**
 * A question answered by many players, each seeing the options in their own order: `picks` lists what each
 * picked (by text, null: timed out) and how long it took.
 */
function answersTo(
  question: {
    id: string;
    text: string;
    options: string[];
    key: string;
    difficulty: 'easy' | 'medium' | 'hard';
    subtopic: string;
  },
  picks: { text: string | null; seconds: number }[],
): Answer[] {
  return picks.map(({ text, seconds }, i) => {
    // Rotate the options so the same text sits under a different letter for different players.
    const shown = question.options.map((_, j) => question.options[(i + j) % question.options.length]!);
    const letterOf = (value: string) => (['A', 'B', 'C', 'D'] as Letter[])[shown.indexOf(value)]!;
    return {
      ...answer(`player-${i}`, TOPIC, 'R'),
      questionId: question.id,
      question: question.text,
      optionA: shown[0]!,
      optionB: shown[1]!,
      optionC: shown[2]!,
      optionD: shown[3]!,
      correct: letterOf(question.key),
      topic: TOPIC,
      subtopic: question.subtopic,
      difficulty: question.difficulty,
      selectedAnswer: text === null ? null : letterOf(text),
      isCorrect: text === question.key,
      timeTaken: seconds,
    };
  });
}

const capital = {
  id: randomUUID(),
  text: 'What is the capital of Australia?',
  options: ['Canberra', 'Sydney', 'Melbourne', 'Perth'],
  // Planted: a wrong key. Players mostly pick the real capital.
  key: 'Sydney',
  difficulty: 'medium' as const,
  subtopic: 'Capitals',
};
const easy = {
  id: randomUUID(),
  text: 'Which ocean lies west of Portugal?',
  options: ['Atlantic', 'Pacific', 'Indian', 'Arctic'],
  key: 'Atlantic',
  difficulty: 'hard' as const,
  subtopic: 'Oceans',
};
const rare = {
  id: randomUUID(),
  text: 'Which river flows through Vienna?',
  options: ['Danube', 'Rhine', 'Elbe', 'Oder'],
  key: 'Danube',
  difficulty: 'medium' as const,
  subtopic: 'Rivers',
};

const picks = (spec: [string | null, number, number][]) =>
  spec.flatMap(([text, count, seconds]) => Array.from({ length: count }, () => ({ text, seconds })));

describe.each(testDatabaseKinds())('question reports, on %s', (kind) => {
  let testApp: TestApp;
  let analyst: string;
  const get = (path: string) =>
    request(testApp.app.getHttpServer()).get(path).set('authorization', `Bearer ${analyst}`);

  beforeAll(async () => {
    testApp = await startTestApp(kind);
    const account = await signUp(testApp);
    await grantRole(testApp, account, 'analyst');
    analyst = account.token;
    await waitForRoles(testApp, analyst, (roles) => roles.includes('analyst'));
    await record(testApp, [
      // 12 answers: Sydney (the key) 3, Canberra 8, Melbourne 1; times 3 s and 9 s.
      ...answersTo(
        capital,
        picks([
          ['Sydney', 3, 3],
          ['Canberra', 8, 9],
          ['Melbourne', 1, 3],
        ]),
      ),
      // 20 answers: 19 right in 1 s, one timed out at 15 s: labelled hard, measured easy.
      ...answersTo(
        easy,
        picks([
          ['Atlantic', 19, 1],
          [null, 1, 15],
        ]),
      ),
      // 4 answers, all wrong: too few to judge.
      ...answersTo(rare, picks([['Rhine', 4, 5]])),
    ]);
  });
  afterAll(() => testApp.dispose());

  it('computes each question as by hand, counting options by their text whatever the letter shown', async () => {
    const response = await get('/api/analyst/reports/questions?topic=geography');
    expect(response.status).toBe(200);
    const byId = new Map(response.body.items.map((row: { questionId: string }) => [row.questionId, row]));
    expect(byId.get(capital.id)).toMatchObject({
      asked: 12,
      right: 3,
      accuracy: 3 / 12,
      averageTime: (3 * 3 + 8 * 9 + 1 * 3) / 12,
      timeouts: 0,
      key: 'Sydney',
      options: [
        { text: 'Canberra', picks: 8, share: 8 / 12, isKey: false },
        { text: 'Sydney', picks: 3, share: 3 / 12, isKey: true },
        { text: 'Melbourne', picks: 1, share: 1 / 12, isKey: false },
      ],
      measuredDifficulty: 'hard',
    });
    expect(byId.get(easy.id)).toMatchObject({
      asked: 20,
      right: 19,
      timeouts: 1,
      averageTime: (19 * 1 + 15) / 20,
      options: [{ text: 'Atlantic', picks: 19, share: 1, isKey: true }],
      measuredDifficulty: 'easy',
    });
    expect(byId.get(rare.id)).toMatchObject({ asked: 4, right: 0, measuredDifficulty: null, flags: [] });
  });

  it('flags the planted bad key, the question nearly everyone gets right, and the mislabelled ones', async () => {
    const page = (await get('/api/analyst/reports/questions?topic=Geography')).body;
    const flagsOf = (id: string) =>
      page.items.find((row: { questionId: string }) => row.questionId === id).flags;
    expect(flagsOf(capital.id)).toEqual(['suspected-bad-key', 'mislabelled']);
    expect(flagsOf(easy.id)).toEqual(['too-easy', 'mislabelled']);
    expect(page.flagCounts).toEqual({ 'suspected-bad-key': 1, 'too-easy': 1, 'too-hard': 0, mislabelled: 2 });
    const badKeys = (await get('/api/analyst/reports/questions?flag=suspected-bad-key')).body;
    expect(badKeys.items.map((row: { questionId: string }) => row.questionId)).toEqual([capital.id]);
    expect(badKeys.total).toBe(1);
  });

  it('sums topics, subtopics and difficulties with their time distribution', async () => {
    const report = (await get(`/api/analyst/reports/topics?topic=${TOPIC}`)).body;
    expect(report.bucketLabels).toHaveLength(8);
    const oceans = report.rows.find((row: { subtopic: string }) => row.subtopic === 'Oceans');
    expect(oceans).toMatchObject({
      topic: TOPIC,
      difficulty: 'hard',
      questions: 1,
      asked: 20,
      accuracy: 19 / 20,
      mislabelled: 1,
    });
    expect(oceans.timeBuckets).toEqual([19, 0, 0, 0, 0, 0, 0, 1]);
    const capitals = report.rows.find((row: { subtopic: string }) => row.subtopic === 'Capitals');
    expect(capitals.timeBuckets).toEqual([0, 4, 0, 0, 8, 0, 0, 0]);
  });

  it('exports the report as CSV, formulas made harmless', async () => {
    const csv = await get(`/api/analyst/reports/questions/export?topic=${TOPIC}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text.trim().split('\n');
    expect(lines[0]).toBe(
      'Question ID,Question,Topic,Subtopic,Difficulty,Measured difficulty,Key,Asked,Right,Accuracy,Average time (s),Timeouts,Option picks,Flags',
    );
    expect(lines).toHaveLength(4);
    expect(csv.text).toContain('Canberra: 8; Sydney: 3; Melbourne: 1');
  });

  it('a rebuild from position 0 gives the same report, and later answers add to it once', async () => {
    const before = (await get('/api/analyst/reports/questions?pageSize=100')).body;
    const runner = await settled(testApp);
    await runner.rebuild('question_reports');
    expect((await get('/api/analyst/reports/questions?pageSize=100')).body).toEqual(before);
    await record(testApp, answersTo(rare, picks([['Danube', 6, 2]])));
    const after = (await get(`/api/analyst/reports/questions?topic=${TOPIC}&flag=too-hard`)).body;
    expect(after.total).toBe(0);
    const rareRow = (
      await get(`/api/analyst/reports/questions?topic=${TOPIC}&sort=accuracy`)
    ).body.items.find((row: { questionId: string }) => row.questionId === rare.id);
    expect(rareRow).toMatchObject({
      asked: 10,
      right: 6,
      measuredDifficulty: 'medium',
      // Now the key leads (6 against 4) and 60% right is medium, as labelled: nothing to flag.
      flags: [],
    });
  });

  it('leaves out answers to a question the player was asked before (repeats, retakes), also once rebuilt', async () => {
    const rareRow = async () =>
      (await get(`/api/analyst/reports/questions?topic=${TOPIC}&pageSize=100`)).body.items.find(
        (row: { questionId: string }) => row.questionId === rare.id,
      );
    const before = await rareRow();
    const store = testApp.app.get<EventStore>(EVENT_STORE);
    const userId = `repeater-${randomUUID()}`;
    const issue = async (repeat: boolean): Promise<string> => {
      const batchId = randomUUID();
      const issued: QuestionsIssued['data'] = {
        userId,
        batchId,
        topic: TOPIC,
        topicKey: 'geography',
        difficulty: 'medium',
        issuedAt: new Date().toISOString(),
        questions: [
          {
            questionId: rare.id,
            question: rare.text,
            identity: `${rare.text.toLowerCase()}|${rare.key.toLowerCase()}`,
            options: rare.options as [string, string, string, string],
            correct: 'A',
            explanation: 'The Danube flows through Vienna.',
            subtopic: rare.subtopic,
            difficulty: 'medium',
            source: 'curated',
            ...(repeat ? { repeat: true } : {}),
          },
        ],
      };
      await store.append(
        issuedQuestionsStreamName(userId),
        [{ id: randomUUID(), type: 'QuestionsIssued', data: issued }],
        'any',
      );
      return batchId;
    };
    const rightIn = (sessionId: string): Answer => ({
      ...answersTo(rare, [{ text: 'Danube', seconds: 2 }])[0]!,
      userId,
      sessionId,
    });
    const first = await issue(false);
    const again = [await issue(true), await issue(true)];
    await record(testApp, [first, ...again].map(rightIn));

    // The first answer counts; the two to the same question asked again (key and explanation seen) do not.
    expect(await rareRow()).toMatchObject({ asked: before.asked + 1, right: before.right + 1 });
    const counted = (await get('/api/analyst/reports/questions?pageSize=100')).body;
    await (await settled(testApp)).rebuild('question_reports');
    expect((await get('/api/analyst/reports/questions?pageSize=100')).body).toEqual(counted);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      'flag=evil',
      'sort=x',
      'pageSize=1000',
      'difficulty=extreme',
      `topic=${'x'.repeat(21)}`,
    ])
      expect({ query, status: (await get(`/api/analyst/reports/questions?${query}`)).status }).toEqual({
        query,
        status: 400,
      });
    expect((await get('/api/analyst/reports/topics?difficulty=x')).status).toBe(400);
  });
});
