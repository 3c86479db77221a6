import { SeenQuestionsRepository } from '../../apps/api/src/modules/questions/projections/issued-questions/seen-questions.repository.js';
import { NOTHING_SEEN } from '../../apps/api/src/modules/questions/generation/question-generation.service.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';

/**
 * What a player has seen is read from a projection, which can lag behind the batch they were just issued (a
 * player who starts the next round at once). Recording refuses the repeats; the batch must still come full.
 */
describe.each(testDatabaseKinds())('questions while the seen list lags, on %s', (kind) => {
  let testApp: TestApp;
  const staleSeenQuestions = { forPlayer: async () => NOTHING_SEEN };

  beforeAll(async () => {
    testApp = await startTestApp(kind, {
      overrides: [{ token: SeenQuestionsRepository, value: staleSeenQuestions }],
    });
  });
  afterAll(async () => {
    await testApp.dispose();
  });

  it('fills a batch again without the questions recording refused as repeats', async () => {
    const player = await signUp(testApp);
    const ask = () =>
      testApp
        .http()
        .post('/api/questions')
        .set('authorization', `Bearer ${player.token}`)
        .send({ topic: 'capitals', difficulty: 'easy', batchSize: 20 });

    const first = await ask();
    const second = await ask();
    const third = await ask();

    const ids = [first, second, third].map((response) => {
      expect(response.status).toBe(200);
      return response.body.questions.map((question: { id: string }) => question.id) as string[];
    });
    expect(ids.map((batch) => batch.length)).toEqual([20, 20, 20]);
    expect(new Set(ids.flat()).size).toBe(60);
    expect([second.body.partial, third.body.partial]).toEqual([false, false]);
  });
});
