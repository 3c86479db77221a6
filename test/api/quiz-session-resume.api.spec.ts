import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { QUESTION_TIMER_SECONDS, type QuizStarted } from '@quiz/domain';
import { quizSessionViewSchema } from '@quiz/contracts';
import type { EventStore } from '../../apps/api/src/infra/event-store/event-store.port.js';
import { EVENT_STORE } from '../../apps/api/src/infra/tokens.js';
import { signInAsGuest } from '../../apps/api/src/testing/access.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';

// Whole apps and proofs of work take longer on a busy machine than the default allows.
jest.setTimeout(120_000);

type Letter = 'A' | 'B' | 'C' | 'D';
type Player = { token: string; userId: string };
const TIMER_MS = QUESTION_TIMER_SECONDS * 1000;

/** GET /api/quiz-sessions/:sessionId, the read a reloaded /play resumes from (issue 13 item 5). */
describe.each(testDatabaseKinds())('resuming a round from the server, on %s', (kind) => {
  let testApp: TestApp & { dataDir: string; databaseUrl?: string };
  let events: EventStore;
  // The server's clock runs ahead of real time by this much, so a test can let time pass.
  let clockOffsetMs = 0;
  const clock = { now: () => new Date(Date.now() + clockOffsetMs) };
  let owner: Player;
  let other: Player;

  beforeAll(async () => {
    testApp = await startTestApp(kind, { clock });
    events = testApp.app.get(EVENT_STORE);
    owner = await signUp(testApp);
    other = await signUp(testApp);
  });
  afterAll(() => testApp.dispose());
  afterEach(() => {
    clockOffsetMs = 0;
  });

  const read = (sessionId: string, token?: string) => {
    const call = testApp.http().get(`/api/quiz-sessions/${sessionId}`);
    return token ? call.set('authorization', `Bearer ${token}`) : call;
  };

  async function startRound(player: Player, batchSize = 6) {
    const response = await testApp
      .http()
      .post('/api/questions')
      .set('authorization', `Bearer ${player.token}`)
      .send({ topic: 'capitals', difficulty: 'easy', batchSize });
    expect(response.status).toBe(200);
    const sessionId = response.body.sessionId as string;
    const started = (await events.readStream(`quiz-${sessionId}`))[0]!.data as QuizStarted['data'];
    return { sessionId, questions: started.questions };
  }

  const answer = (player: Player, sessionId: string, questionId: string, selectedAnswer: Letter | null) =>
    testApp
      .http()
      .post('/api/answers/save-answer')
      .set('authorization', `Bearer ${player.token}`)
      .send({ sessionId, questionId, selectedAnswer, timeTaken: 1.5 });

  it('gives the owner the round as it stands: earlier answers with their keys, open questions without, the current one with the server’s deadline', async () => {
    const { sessionId, questions } = await startRound(owner);
    for (const [i, question] of questions.slice(0, 3).entries()) {
      const letter = i === 1 ? (question.correct === 'A' ? 'B' : 'A') : question.correct;
      expect((await answer(owner, sessionId, question.questionId, letter)).status).toBe(200);
    }

    const response = await read(sessionId, owner.token);

    expect(response.status).toBe(200);
    const view = quizSessionViewSchema.parse(response.body);
    expect(view).toMatchObject({
      sessionId,
      topic: 'capitals',
      difficulty: 'easy',
      round: 1,
      status: 'in-progress',
    });
    expect(view.questions.map((q) => q.id)).toEqual(questions.map((q) => q.questionId));
    expect(view.answers.map((a) => [a.questionId, a.isCorrect])).toEqual([
      [questions[0]!.questionId, true],
      [questions[1]!.questionId, false],
      [questions[2]!.questionId, true],
    ]);
    expect(view.answers.map((a) => a.correct)).toEqual(questions.slice(0, 3).map((q) => q.correct));
    // The keys of questions not yet answered are nowhere in the reply.
    const open = JSON.stringify(view.questions.slice(3));
    for (const question of questions.slice(3)) expect(open).not.toContain(question.explanation);
    expect(Object.keys(view.questions[3]!).sort()).toEqual(
      ['id', 'issuedAt', 'optionA', 'optionB', 'optionC', 'optionD', 'question', 'subtopic'].sort(),
    );
    // Question 4 is current; the previous answer was just now, so its deadline is the full timer or more.
    expect(view.current?.questionId).toBe(questions[3]!.questionId);
    expect(view.current!.remainingMs).toBe(TIMER_MS);
    expect(Date.parse(view.current!.deadlineAt)).toBeGreaterThanOrEqual(
      Date.parse(view.serverNow) + TIMER_MS,
    );
  });

  it('counts down by the server’s clock: away past the deadline, the question is due as timed out and then recorded so', async () => {
    const { sessionId, questions } = await startRound(owner, 3);
    const before = quizSessionViewSchema.parse((await read(sessionId, owner.token)).body);
    clockOffsetMs = 6_000;
    const during = quizSessionViewSchema.parse((await read(sessionId, owner.token)).body);
    expect(during.current!.remainingMs).toBeLessThanOrEqual(TIMER_MS - 6_000);
    expect(during.current!.deadlineAt).toBe(before.current!.deadlineAt);

    clockOffsetMs = 40_000;
    const away = quizSessionViewSchema.parse((await read(sessionId, owner.token)).body);
    expect(away.current).toEqual({
      questionId: questions[0]!.questionId,
      deadlineAt: before.current!.deadlineAt,
      remainingMs: 0,
    });
    // The client then sends the time-out; the server records it as one, whatever is claimed.
    const late = await answer(owner, sessionId, questions[0]!.questionId, questions[0]!.correct);
    expect(late.body.isCorrect).toBe(false);
    const after = quizSessionViewSchema.parse((await read(sessionId, owner.token)).body);
    expect(after.answers).toMatchObject([{ questionId: questions[0]!.questionId, selectedAnswer: null }]);
    expect(after.current?.questionId).toBe(questions[1]!.questionId);
  });

  it('shows a finished round as finished, with nothing current', async () => {
    const { sessionId, questions } = await startRound(owner, 2);
    for (const question of questions) await answer(owner, sessionId, question.questionId, question.correct);
    const view = quizSessionViewSchema.parse((await read(sessionId, owner.token)).body);
    expect(view).toMatchObject({ status: 'finished', current: null });
    expect(view.answers).toHaveLength(2);
  });

  it('is the owner’s only: another player 403, a guest 403, no token 401, an unknown id 404, a malformed id 400', async () => {
    const { sessionId, questions } = await startRound(owner, 2);
    const guest = await signInAsGuest(testApp);

    const theirs = await read(sessionId, other.token);
    expect(theirs.status).toBe(403);
    expect(theirs.body.code).toBe('QUIZ.NOT_YOUR_SESSION');
    expect(JSON.stringify(theirs.body)).not.toContain(questions[0]!.question);
    expect((await read(sessionId, guest)).status).toBe(403);
    expect((await read(sessionId)).status).toBe(401);
    const unknown = await read(randomUUID(), owner.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('QUIZ.SESSION_NOT_FOUND');
    for (const bad of ['not-a-uuid', `${sessionId}x`, '%27%20OR%201%3D1']) {
      expect((await read(bad, owner.token)).status).toBe(400);
    }
  });

  it('is read from the log: an api started afresh on the same data resumes what the old one recorded', async () => {
    const { sessionId, questions } = await startRound(owner, 5);
    await answer(owner, sessionId, questions[0]!.questionId, questions[0]!.correct);
    await answer(owner, sessionId, questions[1]!.questionId, null);
    const before = quizSessionViewSchema.parse((await read(sessionId, owner.token)).body);

    await testApp.stop();
    const { dataDir, databaseUrl } = testApp;
    const dispose = testApp.dispose;
    const restarted = await startTestApp(kind, { clock, reuse: { dataDir, databaseUrl } });
    testApp = { ...restarted, dispose: async () => (await restarted.stop(), await dispose()) };
    events = testApp.app.get(EVENT_STORE);

    const after = quizSessionViewSchema.parse((await read(sessionId, owner.token)).body);
    expect(after.answers).toEqual(before.answers);
    expect(after.questions).toEqual(before.questions);
    expect(after.current).toMatchObject({
      questionId: questions[2]!.questionId,
      deadlineAt: before.current!.deadlineAt,
    });
    expect((await read(sessionId, other.token)).status).toBe(403);
  });
});
