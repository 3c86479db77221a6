import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../bootstrap.js';
import { loadConfig, type AppConfig } from '../config/app-config.js';
import { createPostgresSchema } from '../infra/database/postgres-schema.js';
import { systemClock } from '../infra/tokens.js';
import { GuestTokens } from '../modules/access/guests/guest-tokens.js';
import { BENCH_AUTH_SECRET, benchDatabaseUrl } from './bench-app.js';
import { percentile } from './stats.js';

/**
 * npm run bench:rooms — N players in one room answering every question, the load generator in its own process,
 * on one api node and on two behind the Redis adapter (PostgreSQL + Redis: BENCH_DATABASE_URL or DATABASE_URL,
 * REDIS_URL). Embedded mode (one node) when no database is given. Run with --expose-gc for heap figures.
 */
const SIZES = (process.env.BENCH_ROOMS_N ?? '200,2000').split(',').map(Number);
const QUESTIONS = Number(process.env.BENCH_ROOMS_QUESTIONS ?? 3);

interface Outcome {
  deliveryMs: number[];
  ackMs: number[];
  lost: number;
  doubled: number;
  refused: number;
}

async function startNodes(
  count: number,
  dataDir: string,
): Promise<{ apps: NestFastifyApplication[]; close(): Promise<void> }> {
  const baseUrl = benchDatabaseUrl();
  const schema = baseUrl ? await createPostgresSchema(baseUrl) : undefined;
  const prefix = `bench-rooms-${randomUUID().slice(0, 8)}`;
  const apps: NestFastifyApplication[] = [];
  for (let i = 0; i < count; i++) {
    const config: AppConfig = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'none'),
      AUTH_SECRET: BENCH_AUTH_SECRET,
      QUIZ_ROOM_REVEAL_MS: '1000',
      QUIZ_ROOM_GUESSES_PER_MINUTE: '1000000',
      ...(schema ? { DATABASE_URL: schema.url } : {}),
      ...(schema && process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: prefix } : {}),
    });
    const app = await createApp(config);
    await app.listen(0, '127.0.0.1');
    apps.push(app);
  }
  return {
    apps,
    close: async () => {
      for (const app of apps) await app.close();
      await schema?.drop();
    },
  };
}

const heapUsed = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
};

async function scenario(players: number, nodeCount: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'quiz-bench-rooms-'));
  const nodes = await startNodes(nodeCount, dataDir);
  try {
    const guests = new GuestTokens(BENCH_AUTH_SECRET, systemClock);
    const tokens = await Promise.all(
      Array.from({ length: players + 1 }, async () => (await guests.issue()).token),
    );
    const tokensFile = join(dataDir, 'tokens.json');
    writeFileSync(tokensFile, JSON.stringify(tokens));
    const ports = nodes.apps.map((app) => (app.getHttpServer().address() as { port: number }).port);
    let before = Number.NaN;
    const child = spawn(process.execPath, [join(import.meta.dirname, 'rooms-load.generator.js')], {
      env: {
        ...process.env,
        BENCH_ROOMS_SPEC: JSON.stringify({ ports, tokensFile, players, questions: QUESTIONS }),
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: child.stdout! });
    let heapPerSocket = Number.NaN;
    const outcome = await new Promise<Outcome>((resolve, reject) => {
      child.once('exit', (code) => code !== 0 && reject(new Error(`load generator exited ${code}`)));
      lines.on('line', (line) => {
        // Per player socket: the growth from the room created (its questions prepared, the host connected) to
        // every player in; what a room costs whatever its size is not a socket's.
        if (line === 'ROOM') {
          before = heapUsed();
          child.stdin!.write('JOIN\n');
        } else if (line === 'JOINED') {
          heapPerSocket = (heapUsed() - before) / players;
          child.stdin!.write('GO\n');
        } else if (line.startsWith('{')) resolve(JSON.parse(line) as Outcome);
      });
    });
    return { players, nodeCount, heapPerSocket, ...outcome };
  } finally {
    await nodes.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const twoNodes = Boolean(benchDatabaseUrl() && process.env.REDIS_URL);
  const rows: string[] = [];
  for (const players of SIZES) {
    for (const nodeCount of twoNodes ? [1, 2] : [1]) {
      const r = await scenario(players, nodeCount);
      const ms = (samples: number[], f: number) => percentile(samples, f).toFixed(1);
      rows.push(
        `| ${players} | ${nodeCount} | ${ms(r.deliveryMs, 0.5)} / ${ms(r.deliveryMs, 0.95)} / ${ms(r.deliveryMs, 0.99)} | ` +
          `${ms(r.ackMs, 0.5)} / ${ms(r.ackMs, 0.95)} / ${ms(r.ackMs, 0.99)} | ${(r.heapPerSocket / 1024).toFixed(1)} | ` +
          `${r.ackMs.length} | ${r.lost} | ${r.doubled} | ${r.refused} |`,
      );
      console.log(rows.at(-1));
    }
  }
  console.log(
    `\n${QUESTIONS} questions; delivery = server emit → client receive; ack = answer sent → ack received (ms); ` +
      'heap per socket = heap growth from the room created (host connected) to every player in, ÷ players',
  );
  console.log(
    '| players | nodes | delivery p50/p95/p99 | ack p50/p95/p99 | heap KB/socket | acks | lost | doubled | refused |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
