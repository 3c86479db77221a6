import { randomUUID } from 'node:crypto';
import { STATS_ANSWERS_LIMIT } from '@quiz/contracts';
import type { EventStore } from '../../apps/api/src/infra/event-store/event-store.port.js';
import { EVENT_STORE } from '../../apps/api/src/infra/tokens.js';
import { grantRole, signInAsGuest, waitForRoles } from '../../apps/api/src/testing/access.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { answer, record, settled, type Answer } from './support/recorded-answers.js';

const ADMIN = 'stats-admin@example.com';

describe.each(testDatabaseKinds())('a player’s answers for the stats panel, on %s', (kind) => {
  let testApp: TestApp;
  let ada: { token: string; userId: string };
  let bob: { token: string; userId: string };
  let admin: { token: string; userId: string };
  const adaAnswers: Answer[] = [];
  const answersOf = (uid: string, token?: string) => {
    const call = testApp.http().get(`/api/answers/user-answers/${uid}`);
    return token ? call.set('authorization', `Bearer ${token}`) : call;
  };
  /** Nothing of Ada's answers may be in a refusal. */
  const expectNothingLeaked = (body: unknown) => {
    const text = JSON.stringify(body);
    expect(Array.isArray(body)).toBe(false);
    for (const given of adaAnswers) expect(text).not.toContain(given.question);
  };

  beforeAll(async () => {
    testApp = await startTestApp(kind, { env: { ADMIN_EMAILS: ADMIN } });
    ada = await signUp(testApp, { name: 'Ada' });
    bob = await signUp(testApp, { name: 'Bob' });
    admin = await signUp(testApp, { email: ADMIN });
    await waitForRoles(testApp, admin.token, (roles) => roles.includes('admin'));
    adaAnswers.push(
      answer(ada.userId, 'Space', 'R'),
      answer(ada.userId, 'Space', 'W'),
      answer(ada.userId, 'Art', 'T'),
    );
    await record(testApp, [adaAnswers[0]!, answer(bob.userId, 'Space', 'R'), ...adaAnswers.slice(1)]);
  });
  afterAll(async () => {
    await testApp?.dispose();
  });

  it('serves the player their own answers as the spec’s answer records, oldest first', async () => {
    const response = await answersOf(ada.userId, ada.token);
    expect(response.status).toBe(200);
    expect(response.body.map((item: { question: string }) => item.question)).toEqual(
      adaAnswers.map((a) => a.question),
    );
    const timedOut = adaAnswers[2]!;
    expect(response.body[2]).toEqual({
      id: timedOut.questionId,
      sessionId: timedOut.sessionId,
      question: timedOut.question,
      optionA: 'Alpha',
      optionB: 'Bravo',
      optionC: 'Charlie',
      optionD: 'Delta',
      correct: 'B',
      explanation: 'Because it is so.',
      topic: 'Art',
      difficulty: 'medium',
      subtopic: 'Miscellany',
      selectedAnswer: null,
      isCorrect: false,
      timeTaken: 15,
      playedAt: timedOut.answeredAt,
    });
  });

  it('refuses a caller without a token with 401, and leaks nothing', async () => {
    const response = await answersOf(ada.userId);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Not authenticated' });
    expectNothingLeaked(response.body);
  });

  it('refuses another player, an analyst and a guest with 403, and leaks nothing', async () => {
    const other = await answersOf(ada.userId, bob.token);
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ code: 'FORBIDDEN' });
    expectNothingLeaked(other.body);
    // An unknown id is refused the same way: a refusal says nothing about whether the account exists.
    expect((await answersOf('no-such-user', bob.token)).status).toBe(403);
    const analyst = await signUp(testApp);
    await grantRole(testApp, analyst, 'analyst');
    const byAnalyst = await answersOf(ada.userId, analyst.token);
    expect(byAnalyst.status).toBe(403);
    expectNothingLeaked(byAnalyst.body);
    const guest = await signInAsGuest(testApp);
    const byGuest = await answersOf(ada.userId, guest);
    expect(byGuest.status).toBe(403);
    expectNothingLeaked(byGuest.body);
  });

  it('serves an admin anyone’s answers', async () => {
    const own = await answersOf(ada.userId, ada.token);
    const byAdmin = await answersOf(ada.userId, admin.token);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toEqual(own.body);
    expect((await answersOf(bob.userId, admin.token)).body).toHaveLength(1);
    expect((await answersOf('no-such-user', admin.token)).body).toEqual([]);
  });

  it(`serves at most the ${STATS_ANSWERS_LIMIT} most recent answers`, async () => {
    const busy = await signUp(testApp);
    const many = Array.from({ length: STATS_ANSWERS_LIMIT + 2 }, () => answer(busy.userId, 'Maths', 'R'));
    // One append of many events, so the seeding is quick; the projection reads them in order.
    const appended = await testApp.app.get<EventStore>(EVENT_STORE).append(
      `quiz-${randomUUID()}`,
      many.map((data) => ({ id: randomUUID(), type: 'QuestionAnswered', data })),
      'no_stream',
    );
    await settled(testApp, appended.position);
    const response = await answersOf(busy.userId, busy.token);
    expect(response.status).toBe(200);
    expect(response.body.map((item: { question: string }) => item.question)).toEqual(
      many.slice(2).map((a) => a.question),
    );
  });
});
