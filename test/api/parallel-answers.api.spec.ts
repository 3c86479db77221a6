import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { QuestionAnswered, QuizStarted } from '@quiz/domain';
import type { EventStore } from '../../apps/api/src/infra/event-store/event-store.port.js';
import { EVENT_STORE } from '../../apps/api/src/infra/tokens.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';

jest.setTimeout(120_000);

/**
 * Issue 10 item 5 (ADR 0131): nine parallel answers in one round got 21 of 45 CONCURRENCY_CONFLICT, which the web
 * save queue took as final. Answers to one round now take turns in the node; none is refused for a lost race.
 */
describe.each(testDatabaseKinds())('answers to one round at once, on %s', (kind) => {
  let testApp: TestApp;
  let events: EventStore;

  beforeAll(async () => {
    testApp = await startTestApp(kind);
    events = testApp.app.get(EVENT_STORE);
  });
  afterAll(() => testApp.dispose());

  async function startRound(token: string, batchSize: number) {
    const response = await testApp
      .http()
      .post('/api/questions')
      .set('authorization', `Bearer ${token}`)
      .send({ topic: 'capitals', difficulty: 'easy', batchSize });
    expect(response.status).toBe(200);
    const sessionId = response.body.sessionId as string;
    const [started] = await events.readStream(`quiz-${sessionId}`);
    return { sessionId, questions: (started!.data as QuizStarted['data']).questions };
  }

  it('records every distinct answer exactly once, each sent twice at the same moment, with no 409 or 503', async () => {
    const players = await Promise.all([signUp(testApp), signUp(testApp)]);
    const rounds = await Promise.all(players.map((player) => startRound(player.token, 20)));
    const requests = players.flatMap((player, p) => {
      const round = rounds[p]!;
      return round.questions.flatMap((question) => {
        const commandId = randomUUID();
        const send = () =>
          testApp
            .http()
            .post('/api/answers/save-answer')
            .set('authorization', `Bearer ${player.token}`)
            .set('idempotency-key', commandId)
            .send({
              questionId: question.questionId,
              selectedAnswer: question.correct,
              isCorrect: true,
              timeTaken: 2,
              sessionId: round.sessionId,
            });
        // The save queue resending an answer whose first attempt has not come back yet.
        return [send(), send()];
      });
    });
    const responses = await Promise.all(requests);
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(responses.filter((response) => response.body.recorded === true)).toHaveLength(40);
    for (const round of rounds) {
      const answered = (await events.readStream(`quiz-${round.sessionId}`))
        .filter((event) => event.type === 'QuestionAnswered')
        .map((event) => (event.data as QuestionAnswered['data']).questionId);
      expect(answered.sort()).toEqual(round.questions.map((question) => question.questionId).sort());
    }
  });
});
