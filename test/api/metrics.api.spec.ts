import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import fc from 'fast-check';
import { quizSessionDecider, quizSessionStreamName } from '@quiz/domain';
import { CommandProcessor } from '../../apps/api/src/infra/event-store/command-processor.js';
import type { EventStore } from '../../apps/api/src/infra/event-store/event-store.port.js';
import { EVENT_STORE } from '../../apps/api/src/infra/tokens.js';
import { MODEL_QUESTION_SOURCE } from '../../apps/api/src/modules/questions/providers/model-question-source.token.js';
import { signInAsGuest } from '../../apps/api/src/testing/access.js';
import { propertyRuns } from '../../apps/api/src/testing/property-runs.js';
import { ScriptedQuestionSource } from '../../apps/api/src/testing/scripted-question-source.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { waitUntil } from '../../apps/api/src/testing/wait-until.js';
import { parseMetrics, total, type Sample } from './support/metrics-text.js';
import {
  connected,
  dataOf,
  Inbox,
  listening,
  roomClient,
  send,
  type RoomSocket,
} from './support/room-clients.js';

jest.setTimeout(120_000);

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789abcdef';

/** A scripted model question, well formed, so the model source delivers. */
const modelQuestion = (i: number) => ({
  question: `Which scripted metric number ${i} is the second one?`,
  options: [`m${i}-a`, `m${i}-b`, `m${i}-c`, `m${i}-d`],
  correct: 'B',
  explanation: `The script says m${i}-b.`,
  subtopic: 'Scripts',
  difficulty: 'medium' as const,
});

describe.each(testDatabaseKinds())('Prometheus metrics at GET /metrics, on %s', (kind) => {
  let testApp: TestApp;
  let port: number;
  const model = new ScriptedQuestionSource();
  const sockets: RoomSocket[] = [];

  beforeAll(async () => {
    testApp = await startTestApp(kind, {
      env: { METRICS_TOKEN, QUIZ_ROOM_REVEAL_MS: '100' },
      overrides: [{ token: MODEL_QUESTION_SOURCE, value: model }],
    });
    port = await listening(testApp);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await testApp.dispose();
  });

  const scrape = async (): Promise<Sample[]> => {
    const response = await testApp.http().get('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseMetrics(response.text);
  };

  async function playARound(): Promise<void> {
    const player = await signUp(testApp);
    const as = (request: ReturnType<ReturnType<TestApp['http']>['post']>) =>
      request.set('authorization', `Bearer ${player.token}`);
    // The model serves two questions and fails; the offline generator fills the rest.
    model.script = [1, 2, 3, 4].map(modelQuestion);
    model.failAfter = 2;
    const batch = await as(testApp.http().post('/api/questions')).send({ topic: 'Space', batchSize: 4 });
    expect(batch.status).toBe(200);
    const questions = batch.body.questions as { id: string }[];
    const sessionId = batch.body.sessionId as string;
    const answer = (questionId: string) =>
      as(testApp.http().post('/api/answers/save-answer')).send({
        questionId,
        selectedAnswer: 'A',
        timeTaken: 3,
        sessionId,
      });
    expect((await answer(questions[0]!.id)).status).toBe(200);
    // Another api node answers the second question on the same stream, so this node's guess of the stream's
    // revision is stale at the third: it loses that race once and decides again (ADR 0131).
    const otherNode = new CommandProcessor(testApp.app.get<EventStore>(EVENT_STORE));
    await otherNode.handle({
      decider: quizSessionDecider,
      streamId: quizSessionStreamName(sessionId),
      commandId: randomUUID(),
      command: {
        type: 'AnswerQuestion',
        data: {
          sessionId,
          userId: player.userId,
          questionId: questions[1]!.id,
          selectedAnswer: 'B',
          timeTaken: 4,
        },
        metadata: { now: new Date() },
      },
    });
    expect((await answer(questions[2]!.id)).status).toBe(200);
    // A second answer to the first question is refused by the decider.
    expect((await answer(questions[0]!.id)).status).toBe(409);
  }

  async function playARoom(): Promise<void> {
    const connect = async () => {
      const socket = roomClient(port, await signInAsGuest(testApp));
      sockets.push(socket);
      return { socket: await connected(socket), inbox: new Inbox(socket) };
    };
    const host = await connect();
    const player = await connect();
    const { room } = dataOf(
      await send(host.socket, 'createRoom', { username: 'Host', topic: 'Chemistry', questionCount: 1 }),
    );
    dataOf(await send(player.socket, 'joinRoom', { room, username: 'Ann' }));
    dataOf(await send(host.socket, 'startGame', { room }));
    await player.inbox.nth('question', 1);
    dataOf(await send(player.socket, 'answer', { room, answer: 'A' }));
    // Everyone answered: the close-question job runs and reveals.
    await player.inbox.nth('reveal', 1);
  }

  it('shows every series family with figures after a short play', async () => {
    await playARound();
    await playARoom();
    // Jobs (pre-generation, the room's close) run in this process in embedded mode; wait for their figures.
    const samples: Sample[] = (await waitUntil(async () => {
      const now = await scrape();
      return total(now, 'quiz_job_duration_seconds_count') > 0 ? now : undefined;
    }, 30_000))!;

    const http = (route: string, status: string) =>
      total(samples, 'quiz_http_requests_total', { route, status });
    expect(http('/api/questions', '200')).toBeGreaterThanOrEqual(1);
    expect(http('/api/answers/save-answer', '200')).toBeGreaterThanOrEqual(2);
    expect(http('/api/answers/save-answer', '409')).toBeGreaterThanOrEqual(1);
    expect(http('/api/auth/*', '200')).toBeGreaterThanOrEqual(1);
    expect(
      total(samples, 'quiz_http_request_duration_seconds_count', { route: '/api/questions' }),
    ).toBeGreaterThan(0);
    expect(
      total(samples, 'quiz_http_request_duration_seconds_bucket', { route: '/api/questions', le: '+Inf' }),
    ).toBe(total(samples, 'quiz_http_request_duration_seconds_count', { route: '/api/questions' }));

    expect(
      total(samples, 'quiz_commands_total', { command: 'AnswerQuestion', outcome: 'recorded' }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      total(samples, 'quiz_commands_total', { command: 'AnswerQuestion', outcome: 'refused' }),
    ).toBeGreaterThanOrEqual(1);
    expect(total(samples, 'quiz_commands_total', { command: 'StartQuiz' })).toBeGreaterThanOrEqual(1);
    expect(
      total(samples, 'quiz_command_duration_seconds_count', { command: 'AnswerQuestion' }),
    ).toBeGreaterThan(0);
    expect(
      total(samples, 'quiz_command_conflicts_total', { command: 'AnswerQuestion' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      total(samples, 'quiz_command_retries_total', { command: 'AnswerQuestion' }),
    ).toBeGreaterThanOrEqual(1);

    const store = kind === 'pglite' ? 'pglite' : 'postgresql';
    expect(
      total(samples, 'quiz_event_store_append_duration_seconds_count', { store, outcome: 'ok' }),
    ).toBeGreaterThan(3);
    expect(
      total(samples, 'quiz_event_store_append_duration_seconds_count', { store, outcome: 'conflict' }),
    ).toBeGreaterThanOrEqual(1);

    const lag = samples.filter((s) => s.name === 'quiz_projection_lag_events');
    expect(lag.map((s) => s.labels.projection)).toEqual(
      expect.arrayContaining(['answer_history', 'user_directory', 'question_pool']),
    );
    for (const sample of lag) expect(sample.value).toBeGreaterThanOrEqual(0);

    expect(samples.filter((s) => s.name === 'quiz_job_queue_depth').map((s) => s.labels.job)).toEqual(
      expect.arrayContaining(['questions.pregenerate', 'rooms.close-question']),
    );
    expect(total(samples, 'quiz_job_duration_seconds_count', { outcome: 'completed' })).toBeGreaterThan(0);

    expect(total(samples, 'quiz_questions_generated_total', { source: 'model' })).toBeGreaterThanOrEqual(2);
    expect(total(samples, 'quiz_questions_generated_total', { source: 'offline' })).toBeGreaterThanOrEqual(2);
    // The round's start had the next rounds pre-generated into the pool: a new player's batch is served from it.
    const guest = await signInAsGuest(testApp);
    await waitUntil(
      async () => {
        await testApp
          .http()
          .post('/api/questions/guest')
          .set('authorization', `Bearer ${guest}`)
          .send({ topic: 'Space', batchSize: 2 });
        return total(await scrape(), 'quiz_questions_generated_total', { source: 'pool' }) > 0;
      },
      30_000,
      300,
    );
    expect(total(samples, 'quiz_question_source_failures_total', { source: 'model' })).toBeGreaterThanOrEqual(
      1,
    );

    expect(total(samples, 'quiz_open_sockets')).toBe(2);
    expect(total(samples, 'quiz_open_rooms')).toBe(1);

    expect(total(samples, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(total(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(samples.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
  });

  it('serves loopback without a token, and anyone else only with the METRICS_TOKEN', async () => {
    const fromAfar = () => testApp.http().get('/metrics').set('x-forwarded-for', '203.0.113.9');
    expect((await testApp.http().get('/metrics')).status).toBe(200);
    const refused = await fromAfar();
    expect(refused.status).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(refused.body).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    expect(refused.text).not.toContain('quiz_');
    expect((await fromAfar().set('authorization', `Bearer ${METRICS_TOKEN}x`)).status).toBe(401);
    expect((await fromAfar().set('authorization', METRICS_TOKEN)).status).toBe(401);
    const allowed = await fromAfar().set('authorization', `Bearer ${METRICS_TOKEN}`);
    expect(allowed.status).toBe(200);
    expect(allowed.text).toContain('quiz_http_requests_total');
  });

  it('labels requests by route pattern: however many distinct URLs arrive, the route labels stay the same few', async () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9._~%-]{1,24}$/);
    const url = fc.oneof(
      segment.map((s) => `/api/answers/user-answers/${s}`),
      segment.map((s) => `/api/${s}`),
      fc.tuple(segment, segment).map(([a, b]) => `/${a}/${b}`),
      segment.map((s) => `/api/streaks/leaderboard?limit=${s}`),
      segment.map((s) => `/api/auth/${s}`),
      segment.map((s) => `/metrics/${s}`),
    );
    const routeLabels = async () =>
      new Set(
        (await scrape()).filter((s) => s.name === 'quiz_http_requests_total').map((s) => s.labels.route),
      );
    const fuzz = async (seed: number) => {
      const urls = fc.sample(url, { numRuns: Math.min(propertyRuns(), 100), seed });
      for (let i = 0; i < urls.length; i += 20) {
        await Promise.all(urls.slice(i, i + 20).map((path) => testApp.http().get(path)));
      }
      return urls;
    };
    const urls = await fuzz(1);
    const afterFirst = await routeLabels();
    await fuzz(2);
    const afterSecond = await routeLabels();
    // New URLs, no new labels: the set is bounded by the app's routes, not by what clients send.
    expect([...afterSecond].sort()).toEqual([...afterFirst].sort());
    for (const label of afterSecond) expect(urls).not.toContain(label);
    expect(afterSecond.size).toBeLessThan(30);
  });
});
