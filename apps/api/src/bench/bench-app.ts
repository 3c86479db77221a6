import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../bootstrap.js';
import { loadConfig } from '../config/app-config.js';
import { createPostgresSchema } from '../infra/database/postgres-schema.js';
import type { ProjectionRunner } from '../infra/projections/projection-runner.js';
import type { HttpLoadRequest, HttpLoadResult } from './http-load.worker.js';

/** The secret every bench api signs with: bench data is thrown away with its schema. */
export const BENCH_AUTH_SECRET = 'bench-secret-bench-secret-bench-secret-00';

/** The PostgreSQL a bench may use (a throwaway schema in it), if any. */
export function benchDatabaseUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
}

export interface BenchApp {
  app: NestFastifyApplication;
  /** Stops the api and removes its data directory and schema. */
  close(): Promise<void>;
}

/** An api as production runs it, on PGlite or a throwaway PostgreSQL schema, listening on a free port. */
export async function startBenchApp(
  backend: 'pglite' | 'postgresql',
  env: Record<string, string> = {},
): Promise<BenchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quiz-bench-'));
  const schema = backend === 'postgresql' ? await createPostgresSchema(benchDatabaseUrl()!) : undefined;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'none'),
    ...(schema ? { DATABASE_URL: schema.url, AUTH_SECRET: BENCH_AUTH_SECRET } : {}),
    ...env,
  });
  const app = await createApp(config);
  const close = async () => {
    await app.close();
    await schema?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await app.listen(0, '127.0.0.1');
  } catch (error) {
    await close();
    throw error;
  }
  return { app, close };
}

/** Sends the requests to `path` from a worker thread (http-load.worker.ts), `concurrency` at a time. */
export function runHttpLoad(
  app: NestFastifyApplication,
  path: string,
  requests: HttpLoadRequest['requests'],
  concurrency: number,
): Promise<HttpLoadResult> {
  const { port } = app.getHttpServer().address() as { port: number };
  const workerData: HttpLoadRequest = { url: `http://127.0.0.1:${port}${path}`, requests, concurrency };
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./http-load.worker.js', import.meta.url), { workerData });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

export async function waitForProjections(runner: ProjectionRunner, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await runner.status()).some((s) => s.lag > 0)) {
    if (Date.now() > deadline) throw new Error(`projections did not catch up within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
