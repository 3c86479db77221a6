import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppModule } from '../../apps/api/src/app.module.js';
import { loadConfig } from '../../apps/api/src/config/app-config.js';
import { JobHandlerRegistry } from '../../apps/api/src/infra/jobs/job-handler.registry.js';
import type { JobQueue } from '../../apps/api/src/infra/queue/job-queue.port.js';
import { JOB_QUEUE } from '../../apps/api/src/infra/tokens.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { waitUntil } from '../../apps/api/src/testing/wait-until.js';
import { projectionsSettled } from '../../apps/api/src/testing/projections-settled.js';

// Server mode: the api only enqueues; a separate worker (as `npm run worker` builds it) runs the jobs
// from BullMQ on the real Redis, against the same PostgreSQL.
const serverMode = Boolean(process.env.REDIS_URL && process.env.DATABASE_URL);

(serverMode ? describe : describe.skip)('question pre-generation through BullMQ workers', () => {
  const prefix = `qcore-test-${randomUUID().slice(0, 8)}`;
  let api: TestApp & { databaseUrl?: string };
  let worker: INestApplicationContext;
  let workerDataDir: string;

  beforeAll(async () => {
    api = await startTestApp('postgresql', {
      env: { REDIS_URL: process.env.REDIS_URL!, REDIS_PREFIX: prefix },
    });
    workerDataDir = mkdtempSync(join(tmpdir(), 'quiz-worker-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATA_DIR: workerDataDir,
      DATABASE_URL: api.databaseUrl!,
      AUTH_SECRET: api.config.authSecret,
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_PREFIX: prefix,
      PROJECTIONS_ENABLED: 'false',
    });
    worker = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error'] });
    await worker.get(JobHandlerRegistry).startProcessing(worker.get<JobQueue>(JOB_QUEUE));
  });
  afterAll(async () => {
    await worker?.close();
    await api?.dispose();
    rmSync(workerDataDir, { recursive: true, force: true });
  });

  it('enqueues the next round when a round starts; a worker fills the pool the next round is served from', async () => {
    expect(api.app.get<JobQueue>(JOB_QUEUE).kind).toBe('bullmq');
    const player = await signUp(api);
    const first = await api
      .http()
      .post('/api/questions')
      .set('authorization', `Bearer ${player.token}`)
      .send({ topic: 'africa', difficulty: 'medium', batchSize: 5 });
    expect(first.body.questions).toHaveLength(5);

    const dataSource = api.app.get(DataSource);
    const pooled = await waitUntil(
      async () => {
        await projectionsSettled(api.app);
        const rows: { question_id: string }[] = await dataSource.query(
          `SELECT question_id FROM question_pool WHERE topic_key = 'africa' AND difficulty = 'hard'`,
        );
        return rows.length >= 10 ? rows : undefined;
      },
      20_000,
      200,
    );
    const pool = new Set(pooled!.map((row) => row.question_id));
    const next = await api
      .http()
      .post('/api/questions')
      .set('authorization', `Bearer ${player.token}`)
      .send({ topic: 'africa', difficulty: 'hard', batchSize: 5 });
    expect(next.body.questions).toHaveLength(5);
    expect(next.body.questions.every((q: { id: string }) => pool.has(q.id))).toBe(true);
    const seen = [...first.body.questions, ...next.body.questions].map((q: { id: string }) => q.id);
    expect(new Set(seen).size).toBe(10);
  });
});
