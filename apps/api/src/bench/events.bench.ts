import 'reflect-metadata';
import Table from 'cli-table3';
import type { SqlPool } from '../infra/database/sql-pool.js';
import type { ProjectionRunner } from '../infra/projections/projection-runner.js';
import { PROJECTION_RUNNER, SQL_POOL } from '../infra/tokens.js';
import { bareInsertRate } from './bare-insert.js';
import { benchDatabaseUrl, runHttpLoad, startBenchApp, waitForProjections } from './bench-app.js';
import { seedSessions } from './seed-sessions.js';
import { percentile } from './stats.js';

/**
 * npm run bench:events — accept-terms commands through the whole path (HTTP → guard → handler → append → ack)
 * with concurrency, on PGlite and on PostgreSQL, beside the same database's bare INSERT loop in the same run.
 */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const BARE_INSERTS = 3000;

interface Row {
  backend: string;
  commands: number;
  commandsPerSecond: number;
  p50: number;
  p99: number;
  lagP99: number;
  rebuildPerSecond: number;
  barePerSecond: number;
}

async function benchBackend(backend: 'pglite' | 'postgresql', commands: number): Promise<Row> {
  const { app, close } = await startBenchApp(backend);
  try {
    const pool = app.get<SqlPool>(SQL_POOL);
    const runner = app.get<ProjectionRunner>(PROJECTION_RUNNER);
    const barePerSecond = await bareInsertRate(pool, BARE_INSERTS);
    const tokens = await seedSessions(pool, commands);
    const acceptTerms = JSON.stringify({ acceptedAt: new Date().toISOString(), version: 'v1' });
    const load = await runHttpLoad(
      app,
      '/api/user/accept-terms',
      tokens.map((token) => ({ token, body: acceptTerms })),
      CONCURRENCY,
    );
    if (load.failures.length > 0) {
      throw new Error(`${load.failures.length} commands failed, e.g. ${JSON.stringify(load.failures[0])}`);
    }
    await waitForProjections(runner, 60_000);
    const lagP99 = percentile(runner.recentLagMs('terms_acceptances').slice(-commands), 0.99);
    const rebuildStarted = performance.now();
    const replayed = await runner.rebuild('terms_acceptances');
    const rebuildPerSecond = replayed / ((performance.now() - rebuildStarted) / 1000);
    return {
      backend,
      commands,
      commandsPerSecond: commands / (load.wallMs / 1000),
      p50: percentile(load.latenciesMs, 0.5),
      p99: percentile(load.latenciesMs, 0.99),
      lagP99,
      rebuildPerSecond,
      barePerSecond,
    };
  } finally {
    await close();
  }
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const only = process.env.BENCH_ONLY; // 'pglite' or 'postgresql', to profile one backend
  if (only !== 'postgresql')
    rows.push(await benchBackend('pglite', Number(process.env.BENCH_COMMANDS_PGLITE ?? 3000)));
  if (only === 'pglite') {
    // nothing more
  } else if (benchDatabaseUrl())
    rows.push(await benchBackend('postgresql', Number(process.env.BENCH_COMMANDS_POSTGRES ?? 10000)));
  else console.log('PostgreSQL skipped: set DATABASE_URL or BENCH_DATABASE_URL to include it.');

  const table = new Table({
    head: [
      'backend',
      'commands',
      'commands/s',
      'p50 ms',
      'p99 ms',
      'projection lag p99 ms',
      'rebuild events/s',
      'bare INSERT/s',
      'commands ÷ bare',
    ],
    style: { head: [], border: [] },
  });
  for (const row of rows) {
    table.push([
      row.backend,
      row.commands,
      row.commandsPerSecond.toFixed(0),
      row.p50.toFixed(1),
      row.p99.toFixed(1),
      row.lagP99.toFixed(0),
      row.rebuildPerSecond.toFixed(0),
      row.barePerSecond.toFixed(0),
      (row.commandsPerSecond / row.barePerSecond).toFixed(2),
    ]);
  }
  console.log(
    `bench:events — concurrency ${CONCURRENCY}, Node ${process.version}, ${new Date().toISOString()}`,
  );
  console.log(table.toString());
  const pgRow = rows.find((r) => r.backend === 'postgresql');
  if (pgRow) {
    const targets = [
      ['commands/s ≥ 1000', pgRow.commandsPerSecond >= 1000],
      ['p99 ≤ 50 ms', pgRow.p99 <= 50],
      ['commands ≥ 0.5 × bare INSERT loop', pgRow.commandsPerSecond >= 0.5 * pgRow.barePerSecond],
      ['rebuild ≥ 20000 events/s', pgRow.rebuildPerSecond >= 20000],
    ] as const;
    for (const [target, met] of targets)
      console.log(`PostgreSQL target ${target}: ${met ? 'met' : 'NOT met'}`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
