import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import type { EventStore } from '../../apps/api/src/infra/event-store/event-store.port.js';
import { EVENT_STORE } from '../../apps/api/src/infra/tokens.js';
import { FakeEventStoreDb } from '../../apps/api/src/testing/fake-eventstoredb/fake-eventstoredb.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { waitUntil } from '../../apps/api/src/testing/wait-until.js';
import { buildApi, startApiProcess, type ApiProcess } from './support/api-process.js';
import { byQuestion, keysFromEventStore, PlayingPlayer } from './support/playing-player.js';

/**
 * The api with its events in EventStoreDB (the fake gRPC server, or a real one where EVENTSTORE_URL names it)
 * and its read models in SQL: a player plays, the api restarts in this process and as a new process, and
 * plays on from streams read cold over gRPC.
 */

jest.setTimeout(300_000);

const TOPIC = 'geography';
const ROUND_SIZE = 5;

describe.each(testDatabaseKinds())('the api on EventStoreDB, read models on %s', (kind) => {
  let fake: FakeEventStoreDb | undefined;
  let testApp: TestApp & { dataDir: string; databaseUrl?: string };
  let apiProcess: ApiProcess | undefined;
  const eventStoreUrl = () => process.env.EVENTSTORE_URL ?? fake!.connectionString;

  beforeAll(async () => {
    buildApi();
    if (!process.env.EVENTSTORE_URL) fake = await FakeEventStoreDb.start();
  });
  afterAll(async () => {
    await apiProcess?.stop();
    await testApp?.dispose();
    await fake?.stop();
  });

  async function restartInProcess(): Promise<void> {
    await testApp.stop();
    const { dataDir, databaseUrl } = testApp;
    const dispose = testApp.dispose;
    const restarted = await startTestApp(kind, {
      reuse: { dataDir, databaseUrl },
      env: { EVENTSTORE_URL: eventStoreUrl() },
    });
    testApp = { ...restarted, dispose: async () => (await restarted.stop(), await dispose()) };
  }

  it('plays rounds, restarts in this process and as a new process, and plays on', async () => {
    testApp = await startTestApp(kind, { env: { EVENTSTORE_URL: eventStoreUrl() } });
    const store = () => testApp.app.get<EventStore>(EVENT_STORE);
    expect(store().kind).toBe('eventstoredb');
    const player = await signUp(testApp, { name: 'Streamer' });
    const playing = new PlayingPlayer(player.token, player.userId);

    for (let round = 0; round < 3; round++)
      await playing.playRound(testApp.http, TOPIC, ROUND_SIZE, keysFromEventStore(store()));
    await playing.rename(testApp.http, 'Streamer before');
    const interrupted = await playing.startRound(testApp.http, { topic: TOPIC, batchSize: ROUND_SIZE });
    const keys = keysFromEventStore(store());
    await playing.answer(
      testApp.http,
      { ...interrupted, questionIds: interrupted.questionIds.slice(0, 2) },
      keys,
    );

    // The events went to EventStoreDB, none to the SQL event table.
    const sqlEvents = await testApp.app.get(DataSource).query(`SELECT count(*)::int AS n FROM events`);
    expect(sqlEvents).toEqual([{ n: 0 }]);
    if (fake) {
      const streams = new Set(fake.log.all.map((event) => event.streamName));
      expect(streams).toContain(`quiz-${interrupted.sessionId}`);
    }

    // Restarted in this process: the round goes on from its stream read cold.
    await restartInProcess();
    await playing.answer(
      testApp.http,
      { ...interrupted, questionIds: interrupted.questionIds.slice(2) },
      keysFromEventStore(store()),
    );
    await playing.finish(testApp.http, interrupted.sessionId);
    await playing.rename(testApp.http, 'Streamer after');

    // Then as a new OS process, on the same event store and database.
    await testApp.stop();
    apiProcess = await startApiProcess(testApp.config);
    try {
      await playing.playRound(apiProcess.http, TOPIC, ROUND_SIZE, null);
      await playing.rename(apiProcess.http, 'Streamer in a new process');
    } catch (error) {
      throw new Error(`${String(error)}\napi process stderr:\n${apiProcess.stderr()}`, { cause: error });
    }
    await apiProcess.stop();
    apiProcess = undefined;

    await restartInProcess();
    const answered = 5 * ROUND_SIZE;
    expect(playing.answers).toHaveLength(answered);
    const history = await waitUntil(async () => {
      const listed = await playing.history(testApp.http);
      return listed.length === answered ? listed : null;
    }, 60_000);
    expect(byQuestion(history!)).toEqual(byQuestion(playing.answers));
    await waitUntil(async () => {
      const me = await testApp.http().get('/api/user/me').set('authorization', `Bearer ${playing.token}`);
      return me.body.displayName === 'Streamer in a new process';
    }, 60_000);
  });
});
