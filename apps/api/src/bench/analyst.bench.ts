import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import Table from 'cli-table3';
import { SingleBar } from 'cli-progress';
import { quizSessionStreamName, type QuizSessionEvent } from '@quiz/domain';
import type { SqlPool } from '../infra/database/sql-pool.js';
import type { EventStore } from '../infra/event-store/event-store.port.js';
import type { ProjectionRunner } from '../infra/projections/projection-runner.js';
import { EVENT_STORE, PROJECTION_RUNNER, SQL_POOL } from '../infra/tokens.js';
import { GrantRoleCommand } from '../modules/access/commands/grant-role/grant-role.command.js';
import { PlayerLabels } from '../modules/analysis/player-labels.js';
import { benchDatabaseUrl, runHttpLoad, startBenchApp, waitForProjections } from './bench-app.js';
import type { HttpLoadRequest } from './http-load.worker.js';
import { seedSessions } from './seed-sessions.js';
import { percentile } from './stats.js';

/**
 * npm run bench:analyst — seeds BENCH_ANSWERS (1,000,000) answers as solo rounds of 10 through the event
 * store, lets the projections build the analysts' read models, then measures the browse page, a replay and a
 * report page over HTTP as an analyst. Target: p95 ≤ 200 ms each. PostgreSQL when BENCH_DATABASE_URL or
 * DATABASE_URL is set, else PGlite.
 */
const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 1_000_000);
const PER_ROUND = 10;
const PLAYERS = 2_000;
const TOPICS = 20;
const SUBTOPICS = 5;
const QUESTIONS_PER_SUBTOPIC = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const APPENDS_IN_FLIGHT = 16;
const LETTERS = ['A', 'B', 'C', 'D'] as const;
const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

/** A deterministic pseudo-random stream, so two runs seed the same history. */
function lcg(seed: number) {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

function roundEvents(round: number, random: () => number): { sessionId: string; events: QuizSessionEvent[] } {
  const sessionId = randomUUID();
  const userId = `bench-${1 + (round % PLAYERS)}`;
  const topic = Math.floor(random() * TOPICS);
  const subtopic = Math.floor(random() * SUBTOPICS);
  const difficulty = DIFFICULTIES[topic % 3]!;
  const started = Date.UTC(2026, 0, 1) + round * 60_000;
  const questions = Array.from({ length: PER_ROUND }, () => {
    const n = Math.floor(random() * QUESTIONS_PER_SUBTOPIC);
    const id = `bench-q-${topic}-${subtopic}-${n}`;
    return {
      questionId: id,
      question: `Bench question ${n} of subtopic ${subtopic} in topic ${topic}?`,
      options: ['North', 'South', 'East', 'West'] as [string, string, string, string],
      correct: LETTERS[n % 4]!,
      explanation: 'Because the bench says so.',
      subtopic: `Subtopic ${subtopic}`,
      issuedAt: new Date(started).toISOString(),
    };
  });
  const events: QuizSessionEvent[] = [
    {
      type: 'QuizStarted',
      data: {
        sessionId,
        userId,
        topic: `Topic ${topic}`,
        difficulty,
        round: 1 + (round % 3),
        subtopic: null,
        startedAt: new Date(started).toISOString(),
        questions,
        allIssued: true,
      },
    },
  ];
  questions.forEach((question, i) => {
    const skill = random();
    const selected =
      skill < 0.05 ? null : skill < 0.65 ? question.correct : LETTERS[Math.floor(random() * 4)]!;
    const [optionA, optionB, optionC, optionD] = question.options;
    events.push({
      type: 'QuestionAnswered',
      data: {
        sessionId,
        userId,
        questionId: question.questionId,
        question: question.question,
        optionA,
        optionB,
        optionC,
        optionD,
        correct: question.correct,
        explanation: question.explanation,
        topic: `Topic ${topic}`,
        difficulty,
        subtopic: question.subtopic,
        selectedAnswer: selected,
        isCorrect: selected === question.correct,
        timeTaken: selected === null ? 15 : 1 + random() * 13,
        answeredAt: new Date(started + (i + 1) * 8_000).toISOString(),
      },
    });
  });
  events.push({
    type: 'QuizFinished',
    data: { sessionId, userId, reason: 'all-answered', finishedAt: new Date(started + 85_000).toISOString() },
  });
  return { sessionId, events };
}

async function seed(store: EventStore, rounds: number): Promise<string[]> {
  const random = lcg(20261124);
  const bar = new SingleBar({
    format: 'seeding [{bar}] {value}/{total} rounds | {eta_formatted} left',
    hideCursor: true,
  });
  bar.start(rounds, 0);
  const sessions: string[] = [];
  for (let start = 0; start < rounds; start += APPENDS_IN_FLIGHT) {
    const batch = Array.from({ length: Math.min(APPENDS_IN_FLIGHT, rounds - start) }, (_, i) =>
      roundEvents(start + i, random),
    );
    await Promise.all(
      batch.map(({ sessionId, events }) =>
        store.append(
          quizSessionStreamName(sessionId),
          events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data as never })),
          'no_stream',
        ),
      ),
    );
    sessions.push(...batch.map((b) => b.sessionId));
    bar.update(Math.min(start + APPENDS_IN_FLIGHT, rounds));
  }
  bar.stop();
  return sessions;
}

async function main(): Promise<void> {
  const backend = benchDatabaseUrl() ? 'postgresql' : 'pglite';
  const rounds = Math.ceil(ANSWERS / PER_ROUND);
  const { app, close } = await startBenchApp(backend);
  try {
    const [token] = await seedSessions(app.get<SqlPool>(SQL_POOL), PLAYERS);
    await app.get(CommandBus).execute(new GrantRoleCommand(randomUUID(), 'bench-1', 'analyst', 'cli'));
    const seeding = performance.now();
    const sessions = await seed(app.get<EventStore>(EVENT_STORE), rounds);
    const seededIn = (performance.now() - seeding) / 1000;
    const catchUp = performance.now();
    await waitForProjections(app.get<ProjectionRunner>(PROJECTION_RUNNER), 3_600_000);
    const builtIn = (performance.now() - catchUp) / 1000;

    const { pseudonyms } = app.get(PlayerLabels);
    const random = lcg(7);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const loads: [string, string, HttpLoadRequest['requests']][] = [
      [
        'browse page (filters, counts, a page of 25)',
        '/api/analyst/plays',
        Array.from({ length: REQUESTS }, () => ({
          token: token!,
          path: pick([
            '?mode=all&sort=newest',
            `?topic=Topic%20${Math.floor(random() * TOPICS)}&sort=accuracy`,
            `?difficulty=${pick(DIFFICULTIES)}&from=2026-01-05&to=2026-01-20&page=3`,
            `?player=${pseudonyms.of(`user:bench-${1 + Math.floor(random() * PLAYERS)}`)}&mode=solo`,
            `?sort=answers&page=${1 + Math.floor(random() * 100)}`,
          ]),
        })),
      ],
      [
        'replay (a round from its events)',
        '/api/analyst/plays/solo/',
        Array.from({ length: REQUESTS }, () => ({ token: token!, path: `${pick(sessions)}/replay` })),
      ],
      [
        'report page (questions or topics)',
        '/api/analyst/reports/',
        Array.from({ length: REQUESTS }, () => ({
          token: token!,
          path: pick([
            'questions?sort=flags',
            `questions?topic=Topic%20${Math.floor(random() * TOPICS)}&sort=accuracy`,
            'questions?flag=mislabelled&page=2',
            `topics?topic=Topic%20${Math.floor(random() * TOPICS)}`,
            'topics',
          ]),
        })),
      ],
    ];
    const table = new Table({
      head: ['read', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'target p95 ≤ 200 ms'],
    });
    for (const [name, path, requests] of loads) {
      await runHttpLoad(app, path, requests.slice(0, 20), CONCURRENCY); // warm-up
      const load = await runHttpLoad(app, path, requests, CONCURRENCY);
      if (load.failures.length > 0)
        throw new Error(`${name}: ${load.failures.length} failed, e.g. ${JSON.stringify(load.failures[0])}`);
      const p95 = percentile(load.latenciesMs, 0.95);
      table.push([
        name,
        requests.length,
        percentile(load.latenciesMs, 0.5).toFixed(1),
        p95.toFixed(1),
        percentile(load.latenciesMs, 0.99).toFixed(1),
        p95 <= 200 ? 'met' : 'NOT met',
      ]);
    }
    console.log(
      `bench:analyst — ${backend}, ${rounds * PER_ROUND} answers in ${rounds} rounds (seeded in ${seededIn.toFixed(0)} s, ` +
        `read models built in ${builtIn.toFixed(0)} s), concurrency ${CONCURRENCY}, Node ${process.version}, ${new Date().toISOString()}`,
    );
    console.log(table.toString());
  } finally {
    await close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
