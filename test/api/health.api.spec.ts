import { startFakeOpenAi } from '../../apps/api/src/testing/fake-openai/fake-openai-server.js';
import { healthResponseSchema } from '@quiz/contracts';
import { startTestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';

describe.each(testDatabaseKinds())('GET /api/health on %s', (kind) => {
  it('reports the mode and every dependency as up', async () => {
    const testApp = await startTestApp(kind);
    try {
      const response = await testApp.http().get('/api/health');
      expect(response.status).toBe(200);
      const health = healthResponseSchema.parse(response.body);
      expect(health.status).toBe('ok');
      expect(health.mode).toBe(kind === 'pglite' ? 'embedded' : 'server');
      expect(health.dependencies.database).toEqual({ status: 'up', kind });
      expect(health.dependencies.eventStore).toEqual({ status: 'up', kind });
      expect(health.dependencies.redis.kind).toBe(testApp.config.redisUrl ? 'redis' : 'in-process');
      expect(health.dependencies.questionProvider).toMatchObject({ status: 'up', kind: 'offline' });
    } finally {
      await testApp.dispose();
    }
  });
});

describe('GET /api/health with a dependency down', () => {
  it('answers degraded and names the dependency', async () => {
    const testApp = await startTestApp('pglite', { env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const health = (await testApp.http().get('/api/health')).body;
      expect(health.status).toBe('degraded');
      expect(health.dependencies.redis).toMatchObject({ status: 'down', kind: 'redis' });
      expect(health.dependencies.database.status).toBe('up');
    } finally {
      await testApp.dispose();
    }
  });

  it('names the configured language model and finds its server answering', async () => {
    const fake = await startFakeOpenAi({ model: 'llama3.1' });
    const testApp = await startTestApp('pglite', {
      env: { OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: fake.apiKey!, OPENAI_MODEL: 'llama3.1' },
    });
    try {
      const health = (await testApp.http().get('/api/health')).body;
      expect(health.dependencies.questionProvider).toEqual({
        status: 'up',
        kind: 'openai-compatible',
        detail: `llama3.1 at ${fake.baseUrl}`,
      });
      expect(fake.requests.some((r) => r.kind === 'models')).toBe(true);
    } finally {
      await testApp.dispose();
      await fake.close();
    }
  });

  it('reports a configured model server that does not answer as down, and the whole as degraded', async () => {
    const testApp = await startTestApp('pglite', {
      env: { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', OPENAI_MODEL: 'llama3.1' },
    });
    try {
      const health = (await testApp.http().get('/api/health')).body;
      expect(health.status).toBe('degraded');
      expect(health.dependencies.questionProvider).toMatchObject({
        status: 'down',
        kind: 'openai-compatible',
        detail: expect.stringContaining('llama3.1 at http://127.0.0.1:9/v1'),
      });
    } finally {
      await testApp.dispose();
    }
  });
});
