import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Table from 'cli-table3';
import { DataSource } from 'typeorm';
import { createApp } from '../bootstrap.js';
import { loadConfig } from '../config/app-config.js';
import { createPostgresSchema } from '../infra/database/postgres-schema.js';
import type { SqlPool } from '../infra/database/sql-pool.js';
import { SQL_POOL } from '../infra/tokens.js';
import { wordsTsQuery } from '../modules/history/queries/list-user-answers/search-terms.js';
import {
  selectUserAnswers,
  type UserAnswersFilter,
} from '../modules/history/queries/list-user-answers/select-user-answers.js';
import {
  encodeUserAnswersCursor,
  type SortOrder,
  type UserAnswersKey,
} from '../modules/history/queries/list-user-answers/user-answers-cursor.js';
import {
  BENCH_PLAYER_ID,
  BENCH_PLAYER_TOKEN,
  seedAnswerHistory,
  seedBenchPlayer,
} from './history-bench-seed.js';
import { BENCH_AUTH_SECRET, benchDatabaseUrl } from './bench-app.js';
import { percentile } from './stats.js';

/**
 * npm run bench:history — pages of one player's answer history through GET /api/answers/user-answers, with
 * 1,000,000 answers in the table and 100,000 of them the player's, on PostgreSQL; beside each, the same SQL
 * run straight on the database in the same run. The rows are seeded in SQL: the projection is not measured.
 */
const TOTAL_ROWS = Number(process.env.BENCH_HISTORY_ROWS ?? 1_000_000);
const PLAYER_ROWS = Number(process.env.BENCH_HISTORY_PLAYER_ROWS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_HISTORY_REQUESTS ?? 300);
const WARM_UP = 20;
const TARGET_P95_MS = 20;

/** What a player types into the search box: common words, rare ones, two words, and a word never played. */
const SEARCHES = [
  'planet',
  'volcano oldest',
  'mozart',
  'photosynthesis',
  'item1234',
  'note777',
  'dinosaurs',
  'composer',
  'harbour glacier',
  'saturn',
];

interface Shape {
  name: string;
  /** The request's query string for the i-th request. */
  query(i: number): string;
  /** The same listing as the handler asks the database for. */
  sql(i: number): { filter: UserAnswersFilter; sort: SortOrder; after: UserAnswersKey | null };
  target: string;
}

const noFilter: UserAnswersFilter = { incorrectOnly: false };
const sortOf = (i: number): SortOrder => (i % 2 === 0 ? 'desc' : 'asc');
const searchOf = (i: number) => SEARCHES[i % SEARCHES.length]!;

function shapes(deepKeys: Record<SortOrder, UserAnswersKey>): Shape[] {
  const deepCursor = (sort: SortOrder) => encodeUserAnswersCursor(sort, deepKeys[sort]);
  return [
    {
      name: 'searched page (q + sort)',
      query: (i) => `q=${encodeURIComponent(searchOf(i))}&sort=${sortOf(i)}`,
      sql: (i) => ({
        filter: { ...noFilter, tsQuery: wordsTsQuery(searchOf(i))! },
        sort: sortOf(i),
        after: null,
      }),
      target: `p95 ≤ ${TARGET_P95_MS} ms (issue 5)`,
    },
    {
      name: 'first page',
      query: () => '',
      sql: () => ({ filter: noFilter, sort: 'desc', after: null }),
      target: `p95 ≤ ${TARGET_P95_MS} ms (ours)`,
    },
    {
      name: `deep cursor page (${(PLAYER_ROWS / 2).toLocaleString('en')} in)`,
      query: (i) => `sort=${sortOf(i)}&cursor=${deepCursor(sortOf(i))}`,
      sql: (i) => ({ filter: noFilter, sort: sortOf(i), after: deepKeys[sortOf(i)] }),
      target: `p95 ≤ ${TARGET_P95_MS} ms (ours)`,
    },
    {
      name: 'incorrect=1',
      query: (i) => `incorrect=1&sort=${sortOf(i)}`,
      sql: (i) => ({ filter: { incorrectOnly: true }, sort: sortOf(i), after: null }),
      target: `p95 ≤ ${TARGET_P95_MS} ms (ours)`,
    },
    {
      name: 'topic filter',
      query: () => 'topic=mythology',
      sql: () => ({ filter: { ...noFilter, topic: 'mythology' }, sort: 'desc', after: null }),
      target: `p95 ≤ ${TARGET_P95_MS} ms (ours)`,
    },
    {
      name: 'q + incorrect=1 + topic',
      query: (i) => `q=${encodeURIComponent(searchOf(i))}&incorrect=1&topic=space&sort=${sortOf(i)}`,
      sql: (i) => ({
        filter: { tsQuery: wordsTsQuery(searchOf(i))!, incorrectOnly: true, topic: 'space' },
        sort: sortOf(i),
        after: null,
      }),
      target: `p95 ≤ ${TARGET_P95_MS} ms (ours)`,
    },
  ];
}

async function timed(run: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

/** The key of the player's answer halfway into the listing, in each order: where a deep page starts. */
async function deepKeys(pool: SqlPool): Promise<Record<SortOrder, UserAnswersKey>> {
  const keyAt = async (direction: 'ASC' | 'DESC'): Promise<UserAnswersKey> => {
    const { rows } = await pool.query(
      `SELECT to_char(answered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS answered_at,
              event_commit::text AS commit, event_prepare::text AS prepare
         FROM answer_history WHERE user_id = $1
        -- Qualified: the bare name would sort by the text column of the select list.
        ORDER BY answer_history.answered_at ${direction}, answer_history.event_commit ${direction},
                 answer_history.event_prepare ${direction}
        OFFSET $2 LIMIT 1`,
      [BENCH_PLAYER_ID, Math.floor(PLAYER_ROWS / 2) - 1],
    );
    const row = rows[0] as { answered_at: string; commit: string; prepare: string };
    return { answeredAt: row.answered_at, commit: row.commit, prepare: row.prepare };
  };
  return { desc: await keyAt('DESC'), asc: await keyAt('ASC') };
}

async function main(): Promise<void> {
  const baseUrl = benchDatabaseUrl();
  if (!baseUrl) {
    console.log('bench:history runs on PostgreSQL only: set BENCH_DATABASE_URL or DATABASE_URL.');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'quiz-bench-history-'));
  const schema = await createPostgresSchema(baseUrl);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'none'),
    DATABASE_URL: schema.url,
    AUTH_SECRET: BENCH_AUTH_SECRET,
  });
  const app = await createApp(config);
  try {
    await app.listen(0, '127.0.0.1');
    const pool = app.get<SqlPool>(SQL_POOL);
    const dataSource = app.get(DataSource);
    const seedStarted = performance.now();
    await seedBenchPlayer(pool);
    await seedAnswerHistory(pool, TOTAL_ROWS, PLAYER_ROWS);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const { port } = app.getHttpServer().address() as { port: number };

    const table = new Table({
      head: [
        'query shape (limit 50)',
        'requests',
        'HTTP p50 ms',
        'HTTP p95 ms',
        'SQL p50 ms',
        'SQL p95 ms',
        'target',
        'result',
      ],
      style: { head: [], border: [] },
    });
    let searchedPassed = false;
    for (const shape of shapes(await deepKeys(pool))) {
      let i = 0;
      const http = await timed(async () => {
        const response = await fetch(
          `http://127.0.0.1:${port}/api/answers/user-answers?${shape.query(i++)}`,
          {
            headers: { authorization: `Bearer ${BENCH_PLAYER_TOKEN}` },
          },
        );
        const body = (await response.json()) as { items?: unknown[] };
        if (response.status !== 200 || !Array.isArray(body.items))
          throw new Error(`${shape.name}: ${response.status} ${JSON.stringify(body)}`);
      });
      let j = 0;
      const sql = await timed(async () => {
        const { filter, sort, after } = shape.sql(j++);
        await selectUserAnswers(dataSource, BENCH_PLAYER_ID, filter, sort, after, 51);
      });
      const p95 = percentile(http, 0.95);
      const passed = p95 <= TARGET_P95_MS;
      if (shape.name.startsWith('searched')) searchedPassed = passed;
      table.push([
        shape.name,
        http.length,
        percentile(http, 0.5).toFixed(1),
        p95.toFixed(1),
        percentile(sql, 0.5).toFixed(1),
        percentile(sql, 0.95).toFixed(1),
        shape.target,
        passed ? 'pass' : 'FAIL',
      ]);
    }
    console.log(
      `bench:history — PostgreSQL, ${TOTAL_ROWS.toLocaleString('en')} answers, ${PLAYER_ROWS.toLocaleString('en')} ` +
        `of them the player's (seeded in SQL in ${seedSeconds.toFixed(0)} s; the projection is not measured), ` +
        `requests one at a time after ${WARM_UP} warm-ups, Node ${process.version}, ${new Date().toISOString()}`,
    );
    console.log(`searches: ${SEARCHES.join(', ')} (alternating sort=desc and sort=asc)`);
    console.log(table.toString());
    console.log(
      `Target, a searched page p95 ≤ ${TARGET_P95_MS} ms on PostgreSQL: ${searchedPassed ? 'met' : 'NOT met'}`,
    );
  } finally {
    await app.close();
    await schema.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
