import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import Table from 'cli-table3';
import {
  quizSessionDecider,
  quizSessionStreamName,
  type QuizSessionCommand,
  type QuizSessionEvent,
} from '@quiz/domain';
import type { SqlPool } from '../infra/database/sql-pool.js';
import type { EventStore } from '../infra/event-store/event-store.port.js';
import type { ProjectionRunner } from '../infra/projections/projection-runner.js';
import { EVENT_STORE, PROJECTION_RUNNER, SQL_POOL } from '../infra/tokens.js';
import { bareInsertRate } from './bare-insert.js';
import { benchDatabaseUrl, runHttpLoad, startBenchApp, waitForProjections } from './bench-app.js';
import type { HttpLoadRequest } from './http-load.worker.js';
import { seedSessions } from './seed-sessions.js';
import { percentile } from './stats.js';

/**
 * npm run bench:answers — save-answer through the whole path (HTTP → session guard → handler → append to a
 * `quiz-` stream already holding 10–20 events → ack), players spread over many rounds, `BENCH_CONCURRENCY`
 * (32) in flight, on PGlite and PostgreSQL, beside the same database's bare INSERT loop in the same run.
 */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const BARE_INSERTS = 3000;
/** Answers the load sends to each round; a round's answers are far apart in the order, as one player's are. */
const ANSWERS_PER_ROUND = 5;
const ROUNDS_PER_PLAYER = 3;
/** Events already in a round's stream: QuizStarted and 9 to 19 answers. */
const MIN_PRIOR_EVENTS = 10;
const MAX_PRIOR_EVENTS = 20;
const QUESTIONS_PER_ROUND = MAX_PRIOR_EVENTS - 1 + ANSWERS_PER_ROUND;
const withoutProjections = process.env.BENCH_PROJECTIONS === 'off';

interface Row {
  backend: string;
  answers: number;
  answersPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  barePerSecond: number;
}

interface Round {
  sessionId: string;
  token: string;
  /** Question ids the load answers, in order. */
  open: string[];
}

async function benchBackend(backend: 'pglite' | 'postgresql', answers: number): Promise<Row> {
  // To profile: the answer path alone, with no projection sharing the database.
  const { app, close } = await startBenchApp(
    backend,
    withoutProjections ? { PROJECTIONS_ENABLED: 'false' } : {},
  );
  try {
    const pool = app.get<SqlPool>(SQL_POOL);
    const barePerSecond = await bareInsertRate(pool, BARE_INSERTS);
    const roundCount = Math.ceil(answers / ANSWERS_PER_ROUND);
    const tokens = await seedSessions(pool, Math.ceil(roundCount / ROUNDS_PER_PLAYER));
    const rounds = await seedRounds(app.get<EventStore>(EVENT_STORE), tokens, roundCount);
    // The seeded events go through the projections first: their catch-up is not what is measured.
    if (!withoutProjections) await waitForProjections(app.get<ProjectionRunner>(PROJECTION_RUNNER), 300_000);
    const load = await runHttpLoad(
      app,
      '/api/answers/save-answer',
      loadOrder(rounds).slice(0, answers),
      CONCURRENCY,
    );
    if (load.failures.length > 0) {
      throw new Error(`${load.failures.length} answers failed, e.g. ${JSON.stringify(load.failures[0])}`);
    }
    return {
      backend,
      answers,
      answersPerSecond: answers / (load.wallMs / 1000),
      p50: percentile(load.latenciesMs, 0.5),
      p95: percentile(load.latenciesMs, 0.95),
      p99: percentile(load.latenciesMs, 0.99),
      barePerSecond,
    };
  } finally {
    await close();
  }
}

/**
 * Rounds as the decider records them: QuizStarted with the round's questions, then 9 to 19 answers, written
 * straight to the store (one append per stream) so the load meets streams no api node has in its cache.
 */
async function seedRounds(store: EventStore, tokens: string[], count: number): Promise<Round[]> {
  const rounds: Round[] = [];
  for (let r = 0; r < count; r++) {
    const player = r % tokens.length;
    const userId = `bench-${player + 1}`;
    const sessionId = randomUUID();
    const questionIds = Array.from({ length: QUESTIONS_PER_ROUND }, () => randomUUID());
    const prior = MIN_PRIOR_EVENTS + (r % (MAX_PRIOR_EVENTS - MIN_PRIOR_EVENTS + 1));
    const now = new Date();
    const commands: QuizSessionCommand[] = [
      {
        type: 'StartQuiz',
        data: {
          sessionId,
          userId,
          topic: 'Space',
          difficulty: 'medium',
          round: 1 + (r % 3),
          subtopic: null,
          // Streamed: the round does not finish when the seeded answers run out.
          allIssued: false,
          questions: questionIds.map((questionId, i) => ({
            questionId,
            question: `Which planet is number ${i + 1} in the bench's list?`,
            options: ['Mercury', 'Venus', 'Earth', 'Mars'],
            correct: (['A', 'B', 'C', 'D'] as const)[i % 4]!,
            explanation:
              'The bench numbers its planets from the Sun outwards, for no reason but to have text.',
            subtopic: 'Planets',
          })),
        },
        metadata: { now },
      },
      ...questionIds.slice(0, prior - 1).map((questionId, i): QuizSessionCommand => ({
        type: 'AnswerQuestion',
        data: { sessionId, userId, questionId, selectedAnswer: i % 3 === 0 ? 'B' : 'A', timeTaken: 0 },
        metadata: { now },
      })),
    ];
    let state = quizSessionDecider.initialState();
    const events: QuizSessionEvent[] = [];
    for (const command of commands) {
      for (const event of quizSessionDecider.decide(command, state)) {
        events.push(event);
        state = quizSessionDecider.evolve(state, event);
      }
    }
    await store.append(
      quizSessionStreamName(sessionId),
      events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data as never })),
      'no_stream',
    );
    rounds.push({ sessionId, token: tokens[player]!, open: questionIds.slice(prior - 1) });
  }
  return rounds;
}

/** Round by round, each round's next answer: one player's answers are a whole pass over the rounds apart. */
function loadOrder(rounds: Round[]): HttpLoadRequest['requests'] {
  const order: HttpLoadRequest['requests'] = [];
  for (let i = 0; i < ANSWERS_PER_ROUND; i++) {
    for (const round of rounds) {
      const questionId = round.open[i]!;
      order.push({
        token: round.token,
        body: JSON.stringify({
          questionId,
          selectedAnswer: 'C',
          isCorrect: null,
          timeTaken: 3.5,
          sessionId: round.sessionId,
        }),
      });
    }
  }
  return order;
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const only = process.env.BENCH_ONLY; // 'pglite' or 'postgresql', to profile one backend
  if (only !== 'postgresql')
    rows.push(await benchBackend('pglite', Number(process.env.BENCH_ANSWERS_PGLITE ?? 3000)));
  if (only === 'pglite') {
    // nothing more
  } else if (benchDatabaseUrl())
    rows.push(await benchBackend('postgresql', Number(process.env.BENCH_ANSWERS_POSTGRES ?? 10000)));
  else console.log('PostgreSQL skipped: set DATABASE_URL or BENCH_DATABASE_URL to include it.');

  const table = new Table({
    head: [
      'backend',
      'answers',
      'answers/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'bare INSERT/s',
      'answers ÷ bare',
    ],
    style: { head: [], border: [] },
  });
  for (const row of rows) {
    table.push([
      row.backend,
      row.answers,
      row.answersPerSecond.toFixed(0),
      row.p50.toFixed(1),
      row.p95.toFixed(1),
      row.p99.toFixed(1),
      row.barePerSecond.toFixed(0),
      (row.answersPerSecond / row.barePerSecond).toFixed(2),
    ]);
  }
  console.log(
    `bench:answers — concurrency ${CONCURRENCY}, Node ${process.version}, ${new Date().toISOString()}`,
  );
  console.log(table.toString());
  const targets: [string, boolean][] = [];
  const pg = rows.find((r) => r.backend === 'postgresql');
  if (pg) {
    targets.push(['PostgreSQL answers/s ≥ 1000', pg.answersPerSecond >= 1000]);
    targets.push(['PostgreSQL p99 ≤ 50 ms', pg.p99 <= 50]);
    targets.push([
      'PostgreSQL answers ≥ 0.5 × bare INSERT loop',
      pg.answersPerSecond >= 0.5 * pg.barePerSecond,
    ]);
  }
  const lite = rows.find((r) => r.backend === 'pglite');
  if (lite) targets.push(['PGlite answers/s ≥ 400', lite.answersPerSecond >= 400]);
  for (const [target, met] of targets) console.log(`target ${target}: ${met ? 'met' : 'NOT met'}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
