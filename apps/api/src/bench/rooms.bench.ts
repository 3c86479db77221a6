import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { randomUUID } from 'node:crypto';
import { createPostgresSchema } from '../infra/database/postgres-schema.js';
import { systemClock } from '../infra/tokens.js';
import { GuestTokens } from '../modules/access/guests/guest-tokens.js';
import { BENCH_AUTH_SECRET, benchDatabaseUrl } from './bench-app.js';
import { percentile } from './stats.js';

/**
 * npm run bench:rooms — N players in one room answering every question, the load generator in its own process,
 * on one api node and on two behind the Redis adapter, each node in its own process (PostgreSQL + Redis:
 * BENCH_DATABASE_URL or DATABASE_URL, REDIS_URL). Embedded mode (one node) when no database is given.
 */
const SIZES = (process.env.BENCH_ROOMS_N ?? '200,2000').split(',').map(Number);
const QUESTIONS = Number(process.env.BENCH_ROOMS_QUESTIONS ?? 3);
/** The players of the unmeasured game each scenario starts with (fewer when the scenario has fewer). */
const WARM_UP_PLAYERS = 200;

interface Outcome {
  deliveryMs: number[];
  ackMs: number[];
  lost: number;
  doubled: number;
  refused: number;
}

/** A child process speaking lines: `ask` writes one and resolves with the next line starting with `reply`. */
class LineProcess {
  private readonly waiting: { prefix: string; resolve: (line: string) => void }[] = [];
  readonly exited: Promise<number | null>;

  constructor(readonly child: ChildProcess) {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const at = this.waiting.findIndex((w) => line.startsWith(w.prefix));
      if (at >= 0) this.waiting.splice(at, 1)[0]!.resolve(line);
    });
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  next(prefix: string): Promise<string> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ prefix, resolve });
      void this.exited.then((code) => reject(new Error(`${prefix}: the process exited (${code})`)));
    });
  }

  async ask(line: string, reply: string): Promise<string> {
    const answer = this.next(reply);
    this.child.stdin!.write(`${line}\n`);
    return answer;
  }

  /** Sends `line` (STOP) and waits for the process to end; nothing when it has ended already. */
  async stop(line: string): Promise<void> {
    if (this.child.exitCode !== null) return;
    this.child.stdin!.write(`${line}\n`);
    await this.exited;
  }
}

/** Api nodes, each in its own process (rooms-node.process.ts), on one throwaway schema and Redis prefix. */
async function startNodes(
  count: number,
  dataDir: string,
): Promise<{ nodes: LineProcess[]; ports: number[]; close(): Promise<void> }> {
  const baseUrl = benchDatabaseUrl();
  const schema = baseUrl ? await createPostgresSchema(baseUrl) : undefined;
  const prefix = `bench-rooms-${randomUUID().slice(0, 8)}`;
  const nodes: LineProcess[] = [];
  const ports: number[] = [];
  const close = async () => {
    await Promise.all(nodes.map((node) => node.stop('STOP')));
    await schema?.drop();
  };
  // Every node the same api: one schema, one Redis prefix.
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'none'),
    AUTH_SECRET: BENCH_AUTH_SECRET,
    QUIZ_ROOM_REVEAL_MS: '1000',
    QUIZ_ROOM_GUESSES_PER_MINUTE: '1000000',
    ...(schema ? { DATABASE_URL: schema.url } : {}),
    ...(schema && process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: prefix } : {}),
  };
  try {
    for (let i = 0; i < count; i++) {
      const node = new LineProcess(
        spawn(process.execPath, ['--expose-gc', join(import.meta.dirname, 'rooms-node.process.js')], {
          env: { ...process.env, BENCH_ROOMS_NODE: JSON.stringify(env) },
          stdio: ['pipe', 'pipe', 'inherit'],
        }),
      );
      nodes.push(node);
      ports.push(Number((await node.next('PORT ')).split(' ')[1]));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { nodes, ports, close };
}

/** The nodes' heaps together, each after a collection. */
async function heapUsed(nodes: LineProcess[]): Promise<number> {
  const replies = await Promise.all(nodes.map((node) => node.ask('HEAP', 'HEAP ')));
  return replies.reduce((sum, reply) => sum + Number(reply.split(' ')[1]), 0);
}

/** Issues guest tokens and writes them where the load generator reads them. */
async function tokensFile(dir: string, name: string, count: number): Promise<string> {
  const guests = new GuestTokens(BENCH_AUTH_SECRET, systemClock);
  const tokens = await Promise.all(Array.from({ length: count }, async () => (await guests.issue()).token));
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(tokens));
  return file;
}

/**
 * One game of the load generator (rooms-load.generator.ts) on the nodes: the room created, the players in, the
 * game played. `whileJoining` runs its first half once the room exists and its second once every player is in.
 */
async function playGame(
  ports: number[],
  tokens: string,
  players: number,
  whileJoining: { before(): Promise<void>; after(): Promise<void> } = {
    before: async () => undefined,
    after: async () => undefined,
  },
): Promise<Outcome> {
  const generator = new LineProcess(
    spawn(process.execPath, [join(import.meta.dirname, 'rooms-load.generator.js')], {
      env: {
        ...process.env,
        BENCH_ROOMS_SPEC: JSON.stringify({ ports, tokensFile: tokens, players, questions: QUESTIONS }),
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    }),
  );
  await generator.next('ROOM');
  await whileJoining.before();
  await generator.ask('JOIN', 'JOINED');
  await whileJoining.after();
  const outcome = JSON.parse(await generator.ask('GO', '{')) as Outcome;
  await generator.exited;
  return outcome;
}

async function scenario(players: number, nodeCount: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'quiz-bench-rooms-'));
  const { nodes, ports, close } = await startNodes(nodeCount, dataDir);
  try {
    // A node that has run for a while has its code compiled and its lazy parts built; a fresh process has
    // neither. One warm-up game per scenario, not measured, so the figures are those of a running node.
    const warmUpPlayers = Math.min(players, WARM_UP_PLAYERS);
    await playGame(ports, await tokensFile(dataDir, 'warm-up.json', warmUpPlayers + 1), warmUpPlayers);

    // Per player socket: the growth from the room created (its questions prepared, the host connected) to
    // every player in; what a room costs whatever its size is not a socket's.
    let before = 0;
    let heapPerSocket = Number.NaN;
    const outcome = await playGame(ports, await tokensFile(dataDir, 'tokens.json', players + 1), players, {
      before: async () => void (before = await heapUsed(nodes)),
      after: async () => void (heapPerSocket = ((await heapUsed(nodes)) - before) / players),
    });
    return { players, nodeCount, heapPerSocket, ...outcome };
  } finally {
    await close();
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
      'heap per socket = heap growth from the room created (host connected) to every player in, ÷ players; ' +
      `each scenario's nodes warmed up first by an unmeasured game of up to ${WARM_UP_PLAYERS} players`,
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
