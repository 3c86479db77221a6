import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';

/**
 * The e2e seeding's pattern, which once came back with an empty batch and no error: fresh players each take 60
 * capitals (easy) questions in batches of 20, one player after another, while the pool fills behind them. The
 * built-in generator asks each capital both ways round and the second is refused as a repeat of the first, so
 * a few batches in, most draws were refused and the generator gave up after two that added nothing.
 * (question-generation.service.unit.spec.ts proves the rule on every topic; this is the whole api.)
 */
describe.each(testDatabaseKinds())('full batches for players deep into a topic, on %s', (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp(kind);
  });
  afterAll(() => testApp.dispose());

  it('gives every player 60 capitals questions in three full batches of 20, none repeated', async () => {
    const shortBatches: string[] = [];
    for (let p = 0; p < 12; p++) {
      const player = await signUp(testApp);
      const ids: string[] = [];
      for (let b = 0; b < 3; b++) {
        const response = await testApp
          .http()
          .post('/api/questions')
          .set('authorization', `Bearer ${player.token}`)
          .send({ topic: 'capitals', difficulty: 'easy', batchSize: 20 });
        expect(response.status).toBe(200);
        const { questions, error, partial } = response.body as {
          questions: { id: string }[];
          error: string | null;
          partial: boolean;
        };
        ids.push(...questions.map((question) => question.id));
        if (questions.length !== 20 || error !== null || partial)
          shortBatches.push(
            `player ${p}, batch ${b}: ${questions.length}/20, error ${error}, partial ${partial}`,
          );
      }
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(shortBatches).toEqual([]);
  });
});
