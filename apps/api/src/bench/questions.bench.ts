import 'reflect-metadata';
import Table from 'cli-table3';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import type { SqlPool } from '../infra/database/sql-pool.js';
import type { ProjectionRunner } from '../infra/projections/projection-runner.js';
import { PROJECTION_RUNNER, SQL_POOL } from '../infra/tokens.js';
import { GUEST_TOKENS } from '../modules/access/access.tokens.js';
import type { GuestTokens } from '../modules/access/guests/guest-tokens.js';
import { SealedAnswerKeys } from '../modules/play/sealed-keys/sealed-answer-keys.js';
import { benchDatabaseUrl, startBenchApp } from './bench-app.js';
import { benchModelStreaming, FIRST_QUESTION_TARGET_SHARE } from './model-streaming.bench.js';
import { seedSessions } from './seed-sessions.js';
import { percentile } from './stats.js';

/**
 * npm run bench:questions — the questions path over HTTP on the embedded database (and PostgreSQL when
 * DATABASE_URL or BENCH_DATABASE_URL is set):
 *  (a) a batch of 10 from the offline generator through the quality pipeline, 200 requests one after another;
 *  (b) a model's first streamed question against its whole batch, from the model source against the local
 *      fake OpenAI server at 60 tokens/s with 0.5 s to the first token (model-streaming.bench.ts);
 *  (c) a next round served from the pre-generated pool, one per player;
 *  (d) where the key lands over the 2,000 questions of (a).
 */
const REQUESTS = Number(process.env.BENCH_QUESTION_REQUESTS ?? 200);
const TOPICS = ['capitals', 'space', 'chemistry', 'dinosaurs', 'flags', 'world war 2', 'africa', 'us states'];

interface Row {
  measurement: string;
  backend: string;
  result: string;
  target: string;
  pass: boolean | null;
}

interface QuestionsBody {
  questions: { id: string; sealedKey?: string }[];
  error: string | null;
  partial: boolean;
}

async function benchBackend(backend: 'pglite' | 'postgresql'): Promise<Row[]> {
  const { app, close } = await startBenchApp(backend);
  try {
    const tokens = await seedSessions(app.get<SqlPool>(SQL_POOL), REQUESTS);
    // Minted directly, as the sessions are seeded: the bot check in front of it is not under test.
    const guestToken = (await app.get<GuestTokens>(GUEST_TOKENS).issue()).token;
    const post = poster(app);
    const sealedKeys = app.get(SealedAnswerKeys, { strict: false });

    // Each topic's offline index is built on its first request, once per process: not what (a) measures.
    for (const topic of TOPICS) await post('/api/questions/guest', guestToken, { topic, batchSize: 1 });

    // (a) and (d): guest batches of 10, which go through the offline generator and the pipeline only.
    const offlineMs: number[] = [];
    const letters = { A: 0, B: 0, C: 0, D: 0 } as Record<string, number>;
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      const body = await post('/api/questions/guest', guestToken, {
        topic: TOPICS[i % TOPICS.length],
        difficulty: (['easy', 'medium', 'hard'] as const)[i % 3],
        batchSize: 10,
      });
      offlineMs.push(performance.now() - started);
      // Guest keys are sealed (ADR 0130): opened here, outside the timing, with the server's own key.
      for (const q of body.questions) {
        const correct = (await sealedKeys.open(q.sealedKey!))!.correct;
        letters[correct] = (letters[correct] ?? 0) + 1;
      }
    }

    // (c): each player starts a round at easy, which enqueues the medium round; once the workers have filled
    // the pool, each player's next round is timed.
    for (let i = 0; i < REQUESTS; i++) {
      await post('/api/questions', tokens[i]!, {
        topic: TOPICS[i % TOPICS.length],
        difficulty: 'easy',
        batchSize: 10,
      });
    }
    await waitForPools(app);
    const pooled = await pooledIds(app);
    const poolMs: number[] = [];
    /** Rounds whose every question came from the pool: what (c) is about. */
    const wholeFromPoolMs: number[] = [];
    let fromPool = 0;
    let served = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      const body = await post('/api/questions', tokens[i]!, {
        topic: TOPICS[i % TOPICS.length],
        difficulty: 'medium',
        batchSize: 10,
      });
      const elapsed = performance.now() - started;
      poolMs.push(elapsed);
      const pooledHere = body.questions.filter((q) => pooled.has(q.id)).length;
      if (pooledHere === body.questions.length) wholeFromPoolMs.push(elapsed);
      served += body.questions.length;
      fromPool += pooledHere;
    }

    const total = Object.values(letters).reduce((a, b) => a + b, 0);
    const shares = Object.entries(letters).map(([letter, n]) => [letter, n / total] as const);
    const p95a = percentile(offlineMs, 0.95);
    // A player who saw some pooled questions in round 1 gets the rest from the generator: (c) counts the
    // rounds served wholly from the pool, and shows all next rounds beside them.
    const p95c = percentile(wholeFromPoolMs, 0.95);
    return [
      {
        measurement: `(a) offline batch of 10 through the pipeline, ${REQUESTS} requests`,
        backend,
        result: `p50 ${percentile(offlineMs, 0.5).toFixed(1)} ms, p95 ${p95a.toFixed(1)} ms`,
        target: 'p95 ≤ 150 ms',
        pass: p95a <= 150,
      },
      {
        measurement: `(c) next round from the pre-generated pool (${wholeFromPoolMs.length} of ${REQUESTS} rounds wholly from it)`,
        backend,
        result:
          `p50 ${percentile(wholeFromPoolMs, 0.5).toFixed(1)} ms, p95 ${p95c.toFixed(1)} ms; ` +
          `all ${REQUESTS} next rounds p95 ${percentile(poolMs, 0.95).toFixed(1)} ms, ` +
          `${((100 * fromPool) / served).toFixed(0)}% of ${served} questions from the pool`,
        target: 'p95 ≤ 100 ms',
        pass: p95c <= 100 && wholeFromPoolMs.length >= REQUESTS / 2,
      },
      {
        measurement: `(d) correct letter over ${total} questions`,
        backend,
        result: shares.map(([letter, share]) => `${letter} ${(100 * share).toFixed(1)}%`).join(', '),
        target: 'each 25% ± 3%',
        pass: total >= 2000 && shares.every(([, share]) => Math.abs(share - 0.25) <= 0.03),
      },
    ];
  } finally {
    await close();
  }
}

async function benchModelRow(): Promise<Row> {
  const result = await benchModelStreaming({ runs: Number(process.env.BENCH_MODEL_RUNS ?? 3) });
  const shares = result.samples.map((s) => s.firstQuestionMs / s.wholeBatchMs);
  const worst = Math.max(...shares);
  const median = (pick: (s: (typeof result.samples)[number]) => number) =>
    percentile(result.samples.map(pick), 0.5).toFixed(0);
  return {
    measurement: `(b) model: first question vs whole batch of ${result.batchSize}, ${result.samples.length} runs`,
    backend: `fake model, ${result.tokensPerSecond} tokens/s, ${result.firstTokenMs} ms to first token`,
    result:
      `first ${median((s) => s.firstQuestionMs)} ms, whole ${median((s) => s.wholeBatchMs)} ms (medians); ` +
      `worst run ${(100 * worst).toFixed(1)}%`,
    target: `first ≤ ${FIRST_QUESTION_TARGET_SHARE * 100}% of whole`,
    pass: worst <= FIRST_QUESTION_TARGET_SHARE,
  };
}

function poster(app: NestFastifyApplication) {
  const { port } = app.getHttpServer().address() as { port: number };
  return async (path: string, token: string, body: object): Promise<QuestionsBody> => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as QuestionsBody;
  };
}

/** Until every topic holds a medium pool and the projections have caught up. */
async function waitForPools(app: NestFastifyApplication): Promise<void> {
  const runner = app.get<ProjectionRunner>(PROJECTION_RUNNER);
  const dataSource = app.get(DataSource);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const rows: { n: number }[] = await dataSource.query(
      `SELECT count(DISTINCT topic_key)::int AS n FROM question_pool WHERE difficulty = 'medium'`,
    );
    const caughtUp = (await runner.status()).every((s) => s.lag === 0);
    if (caughtUp && (rows[0]?.n ?? 0) >= TOPICS.length) {
      // The jobs of the last rounds may still be writing: wait for the pool to stop growing.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if ((await runner.status()).every((s) => s.lag === 0)) return;
    }
    if (Date.now() > deadline) {
      const lag = (await runner.status()).map((s) => `${s.name} ${s.lag}`).join(', ');
      console.error(
        await dataSource.query(
          `SELECT topic_key, difficulty, count(*)::int FROM question_pool GROUP BY 1, 2 ORDER BY 1, 2`,
        ),
      );
      throw new Error(`the pools were not filled within 120 s: ${rows[0]?.n ?? 0} topics pooled; lag ${lag}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function pooledIds(app: NestFastifyApplication): Promise<Set<string>> {
  const rows: { question_id: string }[] = await app
    .get(DataSource)
    .query(`SELECT question_id FROM question_pool WHERE difficulty = 'medium'`);
  return new Set(rows.map((row) => row.question_id));
}

async function main(): Promise<void> {
  const rows = await benchBackend('pglite');
  if (benchDatabaseUrl()) rows.push(...(await benchBackend('postgresql')));
  else console.log('PostgreSQL skipped: set DATABASE_URL or BENCH_DATABASE_URL to include it.');
  rows.splice(1, 0, await benchModelRow());
  const table = new Table({
    head: ['measurement', 'backend', 'result', 'target', 'pass'],
    style: { head: [], border: [] },
  });
  for (const row of rows) {
    table.push([
      row.measurement,
      row.backend,
      row.result,
      row.target,
      row.pass === null ? '—' : row.pass ? 'pass' : 'FAIL',
    ]);
  }
  console.log(`bench:questions — Node ${process.version}, ${new Date().toISOString()}`);
  console.log(table.toString());
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
