import { jest } from '@jest/globals';
import {
  startFakeOpenAi,
  type FakeOpenAi,
} from '../../apps/api/src/testing/fake-openai/fake-openai-server.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { waitUntil } from '../../apps/api/src/testing/wait-until.js';
import { systemClock } from '../../apps/api/src/infra/tokens.js';
import { GuestTokens } from '../../apps/api/src/modules/access/guests/guest-tokens.js';
import { buildApi, startApiProcess, type ApiProcess } from './support/api-process.js';
import { PlayingPlayer } from './support/playing-player.js';
import { connected, dataOf, Inbox, roomClient, send } from './support/room-clients.js';

/**
 * SIGTERM as a process manager sends it (ADR 0166): the built api as its own process, stopped under load, then
 * a fresh process on the same data. What the first one acknowledged must be there; what it refused must have
 * changed nothing; and it must have exited 0.
 */

jest.setTimeout(300_000);

const PLAYERS = 6;
const ROUND = 12;
/** Acknowledged answers before the signal: the rest of the load meets the shutdown. */
const SIGNAL_AFTER = 24;
const STREAMED_BATCH = 10;
const SHUTDOWN_TIMEOUT_MS = 10_000;

type Outcome =
  | { questionId: string; status: number; code?: string; recorded?: boolean }
  | { questionId: string; error: string };

async function saveAnswer(
  port: number,
  token: string,
  sessionId: string,
  questionId: string,
): Promise<Outcome> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/answers/save-answer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ questionId, selectedAnswer: 'A', timeTaken: 1, sessionId }),
    });
    const body = (await response.json()) as { code?: string; recorded?: boolean };
    return { questionId, status: response.status, code: body.code, recorded: body.recorded };
  } catch (error) {
    // No answer at all: fetch names the cause (ECONNREFUSED once the port is closed).
    const cause = (error as { cause?: { code?: string } }).cause;
    return { questionId, error: cause?.code ?? String(error) };
  }
}

const isAck = (o: Outcome) => 'status' in o && o.status === 200;

type StreamLine = { type: string; [key: string]: unknown };

/** POST /api/questions/stream, read line by line: resolves `firstQuestion` early and `lines` at the end. */
function openQuestionStream(port: number, token: string) {
  let onFirst = () => undefined as void;
  const firstQuestion = new Promise<void>((resolve) => (onFirst = resolve));
  const lines = (async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/questions/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      // A topic the offline generator lacks and nobody has played: every question comes from the slow model.
      body: JSON.stringify({ topic: 'zorblax lore', difficulty: 'easy', batchSize: STREAMED_BATCH }),
    });
    expect(response.status).toBe(200);
    const read: StreamLine[] = [];
    let buffer = '';
    const decoder = new TextDecoder();
    for await (const chunk of response.body!) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
        read.push(JSON.parse(buffer.slice(0, end)) as StreamLine);
        buffer = buffer.slice(end + 1);
      }
      if (read.some((line) => line.type === 'question')) onFirst();
    }
    onFirst();
    return read;
  })();
  return { firstQuestion, lines };
}

describe.each(testDatabaseKinds())('SIGTERM on %s', (kind) => {
  let testApp: TestApp;
  let model: FakeOpenAi;
  let modelEnv: Record<string, string>;
  /** The process the first test leaves running, which the second stops in its turn. */
  let running: ApiProcess | undefined;
  const processes: ApiProcess[] = [];
  const players: { player: PlayingPlayer; sessionId: string; questionIds: string[] }[] = [];

  beforeAll(async () => {
    buildApi();
    // A slow model: a streamed batch takes far longer than the test's load.
    model = await startFakeOpenAi({ tokensPerSecond: 30 });
    modelEnv = { OPENAI_BASE_URL: model.baseUrl, OPENAI_API_KEY: model.apiKey!, OPENAI_MODEL: model.model };
    testApp = await startTestApp(kind);
    for (let i = 0; i < PLAYERS; i++) {
      const { token, userId } = await signUp(testApp);
      const player = new PlayingPlayer(token, userId);
      const round = await player.startRound(testApp.http, { topic: 'geography', batchSize: ROUND });
      players.push({ player, ...round });
    }
    await testApp.stop();
  });
  afterAll(async () => {
    for (const process of processes) await process.kill();
    await model.close();
    await testApp.dispose();
  });

  async function start(extraEnv: Record<string, string> = {}, port?: number): Promise<ApiProcess> {
    const started = await startApiProcess(testApp.config, extraEnv, { port });
    processes.push(started);
    return started;
  }

  it('under answers and an open question stream: what was acknowledged is kept, the rest refused whole, exit 0', async () => {
    const first = await start(modelEnv);
    // A stream from a slow model, open when the signal comes: it is cut short with a partial done line.
    const stream = openQuestionStream(first.port, players[0]!.player.token);
    await stream.firstQuestion;
    const outcomes = new Map<string, Outcome[]>();
    let acked = 0;
    let stopped: ReturnType<ApiProcess['stop']> | undefined;
    let signalledAt = 0;
    await Promise.all(
      players.map(async ({ player, sessionId, questionIds }) => {
        const mine: Outcome[] = [];
        outcomes.set(player.userId, mine);
        for (const questionId of questionIds) {
          const outcome = await saveAnswer(first.port, player.token, sessionId, questionId);
          mine.push(outcome);
          if (isAck(outcome) && ++acked === SIGNAL_AFTER) {
            signalledAt = Date.now();
            stopped = first.stop();
          }
        }
      }),
    );
    const exit = await stopped!;
    expect({ exit, stderr: first.stderr() }).toEqual({ exit: { code: 0, signal: null }, stderr: '' });
    expect(Date.now() - signalledAt).toBeLessThan(SHUTDOWN_TIMEOUT_MS);

    const lines = await stream.lines;
    const questions = lines.filter((line) => line.type === 'question');
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.length).toBeLessThan(STREAMED_BATCH);
    expect(lines.at(-1)).toEqual({
      type: 'done',
      partial: true,
      error: expect.stringMatching(/restarting/),
      sessionId: questions[0]!.sessionId,
    });

    const all = [...outcomes.values()].flat();
    const kinds = new Set(all.map((o) => ('status' in o ? `${o.status} ${o.code ?? ''}`.trim() : o.error)));
    // Accepted and recorded; refused before any handler (503); or never read: the port is closed (refused), or
    // a connection the kernel queued as the listener closed (reset).
    expect(
      [...kinds].filter((k) => !['200', '503 SHUTTING_DOWN', 'ECONNREFUSED', 'ECONNRESET'].includes(k)),
    ).toEqual([]);
    for (const mine of outcomes.values()) {
      // Once a player is refused, nothing later from the stopping process is accepted.
      const firstRefusal = mine.findIndex((o) => !isAck(o));
      if (firstRefusal >= 0) expect(mine.slice(firstRefusal).filter(isAck)).toEqual([]);
      for (const o of mine.filter(isAck)) expect(o).toMatchObject({ recorded: true });
    }
    expect(all.filter(isAck).length).toBeGreaterThanOrEqual(SIGNAL_AFTER);
    expect(all.filter((o) => !isAck(o)).length).toBeGreaterThan(0);

    // A fresh process on the same data (PGlite: the DATA_DIR the first one flushed and closed).
    const second = await start();
    for (const { player, sessionId, questionIds } of players) {
      const mine = outcomes.get(player.userId)!;
      const acknowledged = mine.filter(isAck).map((o) => o.questionId);
      const history = await waitUntil(async () => {
        const items = await player.history(second.http);
        return items.length >= acknowledged.length ? items : null;
      }, 30_000);
      expect(history!.map((a) => a.questionId).sort()).toEqual([...acknowledged].sort());
      // Nothing refused was half-written: each answer refused by the app or cut at the door, and the first one
      // refused by the closed port, now records; a half-written one would get 409 "already answered".
      const refused = mine.filter((o) => !isAck(o));
      const retry = [
        ...refused.filter((o) => !('error' in o && o.error === 'ECONNREFUSED')),
        ...refused.slice(0, 1),
      ];
      for (const questionId of new Set(retry.map((o) => o.questionId))) {
        const retried = await saveAnswer(second.port, player.token, sessionId, questionId);
        expect(retried).toMatchObject({ status: 200, recorded: true });
      }
      expect(questionIds).toEqual(expect.arrayContaining(acknowledged));
    }
    running = second;
  });

  it('closes multiplayer sockets as a lost connection; the clients reconnect and the room carries on', async () => {
    const first = running ?? (await start());
    const tokens = new GuestTokens(testApp.config.authSecret, systemClock);
    const host = roomClient(first.port, (await tokens.issue()).token, { reconnection: true });
    const player = roomClient(first.port, (await tokens.issue()).token, { reconnection: true });
    const playerInbox = new Inbox(player);
    let second: ApiProcess | undefined;
    try {
      await Promise.all([connected(host), connected(player)]);
      const { room } = dataOf(
        await send(host, 'createRoom', {
          username: 'Hosty',
          topic: 'Chemistry',
          questionCount: 2,
          secondsPerQuestion: 10,
        }),
      );
      dataOf(await send(player, 'joinRoom', { room, username: 'Ada' }));
      const disconnects: { reason: string; active: boolean }[] = [];
      for (const socket of [host, player])
        socket.on('disconnect', (reason) => disconnects.push({ reason, active: socket.active }));

      expect(await first.stop()).toEqual({ code: 0, signal: null });
      // "transport close", not "io server disconnect": socket.io clients (the web app's too) retry on their own.
      expect(disconnects).toEqual([
        { reason: 'transport close', active: true },
        { reason: 'transport close', active: true },
      ]);

      // The next node at the same address, as behind a load balancer.
      const reconnected = Promise.all(
        [host, player].map((s) => new Promise<void>((r) => s.once('connect', () => r()))),
      );
      second = await start({}, first.port);
      await reconnected;
      const view = dataOf(await send(player, 'joinGame', { room }));
      expect(view).toMatchObject({ room, phase: 'lobby', name: 'Ada', isHost: false });
      expect(dataOf(await send(host, 'joinGame', { room })).participants).toEqual(['Ada']);
      dataOf(await send(host, 'startGame', { room }));
      await playerInbox.nth('question', 1);
    } finally {
      host.disconnect();
      player.disconnect();
      await second?.stop();
    }
  });
});
