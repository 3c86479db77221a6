import request from 'supertest';
import { runReplay } from '../../apps/api/src/cli/replay-cli.js';
import { EVENT_STORE } from '../../apps/api/src/infra/tokens.js';
import type { EventStore } from '../../apps/api/src/infra/event-store/event-store.port.js';
import { grantRole, signInAsGuest, waitForRoles } from '../../apps/api/src/testing/access.js';
import { signUp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { waitUntil } from '../../apps/api/src/testing/wait-until.js';
import { keysFromEventStore, PlayingPlayer } from './support/playing-player.js';
import { startRoomApp, type RoomApp } from './support/room-app.js';
import { dataOf, send } from './support/room-clients.js';

const ADMIN = 'analyst-suite-admin@example.com';
const TOPIC = 'Chemistry';

/**
 * The analysts' product (issue 12) on a real api: a signed-in player's solo round over HTTP and a game played
 * over sockets, browsed, replayed from the event store and exported, by an analyst (pseudonyms only) and an
 * admin (who is who).
 */
describe.each(testDatabaseKinds())('analysts browse, replay and export plays, on %s', (kind) => {
  let rooms: RoomApp;
  const http = () => request(rooms.testApp.app.getHttpServer());
  let analyst: string;
  let admin: string;
  let player: PlayingPlayer;
  let playerEmail: string;
  let sessionId: string;
  let roomId: string;

  beforeAll(async () => {
    rooms = await startRoomApp(kind, { ADMIN_EMAILS: ADMIN });
    const analystAccount = await signUp(rooms.testApp);
    await grantRole(rooms.testApp, analystAccount, 'analyst');
    analyst = analystAccount.token;
    await waitForRoles(rooms.testApp, analyst, (roles) => roles.includes('analyst'));
    admin = (await signUp(rooms.testApp, { email: ADMIN })).token;
    await waitForRoles(rooms.testApp, admin, (roles) => roles.includes('admin'));

    playerEmail = `solo-${Date.now()}@example.com`;
    const account = await signUp(rooms.testApp, { email: playerEmail });
    player = new PlayingPlayer(account.token, account.userId, (i) => i % 3 !== 1);
    const round = await player.startRound(http, { topic: TOPIC, batchSize: 5 });
    sessionId = round.sessionId;
    await player.answer(http, round, keysFromEventStore(rooms.testApp.app.get<EventStore>(EVENT_STORE)));

    const game = await rooms.roomWith(['Ann', 'Bob'], { questionCount: 2 });
    roomId = game.room;
    const [ann, bob] = game.players as [(typeof game.players)[0], (typeof game.players)[0]];
    dataOf(await send(game.host.socket, 'startGame', { room: roomId }));
    for (let n = 1; n <= 2; n++) {
      await ann.inbox.nth(n === 1 ? 'question' : 'nextQuestion', 1);
      dataOf(await send(ann.socket, 'answer', { room: roomId, answer: 'A' }));
      dataOf(await send(bob.socket, 'answer', { room: roomId, answer: 'B' }));
      await ann.inbox.nth('reveal', n);
    }
    await ann.inbox.nth('gameOver', 1);
    await waitUntil(async () => {
      const body = (await http().get('/api/analyst/plays').set('authorization', `Bearer ${analyst}`)).body;
      return (
        body.counts?.solo >= 1 &&
        body.items?.some((p: { id: string; status: string }) => p.id === roomId && p.status === 'finished')
      );
    });
  });
  afterAll(() => rooms.dispose());

  const get = (path: string, token: string) => http().get(path).set('authorization', `Bearer ${token}`);

  it('lists the solo round and the game with counts, filters and paging', async () => {
    const all = await get('/api/analyst/plays', analyst);
    expect(all.status).toBe(200);
    expect(all.body.counts).toEqual({ all: 2, solo: 1, game: 1 });
    const solo = all.body.items.find((p: { mode: string }) => p.mode === 'solo');
    expect(solo).toMatchObject({
      id: sessionId,
      topic: TOPIC,
      round: 1,
      questionCount: 5,
      answerCount: 5,
      correctCount: player.answers.filter((a) => a.isCorrect).length,
      playerCount: 1,
    });
    expect(
      (await get('/api/analyst/plays?mode=game', analyst)).body.items.map((p: { id: string }) => p.id),
    ).toEqual([roomId]);
    expect((await get('/api/analyst/plays?difficulty=hard', analyst)).body.total).toBe(0);
    expect((await get('/api/analyst/plays?topic=chem', analyst)).body.total).toBe(2);
    expect((await get('/api/analyst/plays?from=2999-01-01', analyst)).body.total).toBe(0);
    const paged = await get('/api/analyst/plays?pageSize=1&page=2&sort=oldest', analyst);
    expect(paged.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.items).toHaveLength(1);
  });

  it('shows analysts stable pseudonyms with no identity in them, and filters by one', async () => {
    const first = await get('/api/analyst/plays?mode=solo', analyst);
    const again = await get('/api/analyst/plays?mode=solo', analyst);
    const [pseudonym] = first.body.items[0].players as string[];
    expect(pseudonym).toMatch(/^Player-[0-9A-Z]{10}$/);
    expect(again.body.items[0].players).toEqual([pseudonym]);
    const game = (await get('/api/analyst/plays?mode=game', analyst)).body.items[0];
    expect(game.players.every((p: string) => /^Guest-[0-9A-Z]{10}$/.test(p))).toBe(true);
    for (const body of [first.text, (await get(`/api/analyst/plays/solo/${sessionId}/replay`, analyst)).text])
      for (const secret of [player.userId, playerEmail, 'Ann', 'Bob', 'Hosty'])
        expect(body).not.toContain(secret);
    const filtered = await get(`/api/analyst/plays?player=${pseudonym}`, analyst);
    expect(filtered.body.items.map((p: { id: string }) => p.id)).toEqual([sessionId]);
    expect(
      (await get(`/api/analyst/plays?player=${encodeURIComponent(playerEmail)}`, analyst)).body.total,
    ).toBe(0);
  });

  it('shows admins who is who, and lets them filter by e-mail', async () => {
    const byEmail = await get(`/api/analyst/plays?player=${encodeURIComponent(playerEmail)}`, admin);
    expect(byEmail.body.items.map((p: { id: string }) => p.id)).toEqual([sessionId]);
    expect(byEmail.body.items[0].players[0]).toContain(playerEmail);
    const replay = await get(`/api/analyst/plays/game/${roomId}/replay`, admin);
    expect(replay.text).toContain('Ann');
  });

  it('replays the solo round from its events: each answer as the server judged it, with running score and streak', async () => {
    const replay = await get(`/api/analyst/plays/solo/${sessionId}/replay`, analyst);
    expect(replay.status).toBe(200);
    const answered = replay.body.steps.filter((s: { type: string }) => s.type === 'QuestionAnswered');
    expect(
      answered.map((s: { view: { answer: { questionId: string; isCorrect: boolean } } }) => s.view.answer),
    ).toEqual(
      player.answers.map((a) =>
        expect.objectContaining({
          questionId: a.questionId,
          isCorrect: a.isCorrect,
          selected: a.selectedAnswer,
        }),
      ),
    );
    let score = 0;
    let streak = 0;
    answered.forEach((step: { view: { score: number; streak: number } }, i: number) => {
      score += player.answers[i]!.isCorrect ? 1 : 0;
      streak = player.answers[i]!.isCorrect ? streak + 1 : 0;
      expect(step.view).toMatchObject({ score, streak });
    });
    expect(replay.body.steps.at(-1).view.status).toBe('finished');
  });

  it('replays the game: the host start, who answered what, the reveal and the final standings', async () => {
    const replay = await get(`/api/analyst/plays/game/${roomId}/replay`, analyst);
    expect(replay.status).toBe(200);
    const kinds = replay.body.steps.map((s: { view: { action: { kind: string } } }) => s.view.action.kind);
    expect(kinds.filter((k: string) => k === 'answered')).toHaveLength(4);
    expect(kinds).toContain('started');
    expect(kinds.at(-1)).toBe('ended');
    const last = replay.body.steps.at(-1).view;
    const revealed = replay.body.steps.filter((s: { type: string }) => s.type === 'QuestionClosed');
    const points = new Map<string, number>();
    for (const step of revealed)
      for (const r of step.view.reveal.results) points.set(r.player, (points.get(r.player) ?? 0) + r.points);
    for (const standing of last.standings) expect(standing.score).toBe(points.get(standing.player) ?? 0);
    const offsets = replay.body.steps.map((s: { offsetMs: number }) => s.offsetMs);
    expect(offsets).toEqual([...offsets].sort((a: number, b: number) => a - b));
  });

  it('exports the events as NDJSON lines, pseudonymised for analysts', async () => {
    const exported = await get(`/api/analyst/plays/game/${roomId}/events`, analyst);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toContain('application/x-ndjson');
    const lines = exported.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; stream: string });
    expect(lines[0]).toMatchObject({ type: 'RoomCreated', stream: `room-${roomId}` });
    expect(lines.filter((l) => l.type === 'AnswerSubmitted')).toHaveLength(4);
    for (const name of ['Ann', 'Bob', 'Hosty', 'guest:']) expect(exported.text).not.toContain(name);
    const solo = await get(`/api/analyst/plays/solo/${sessionId}/events`, analyst);
    expect(solo.text).not.toContain(player.userId);
  });

  it('refuses players and guests, and answers bad or unknown ids with 4xx', async () => {
    expect((await get('/api/analyst/plays', player.token)).status).toBe(403);
    expect((await get('/api/analyst/plays', await signInAsGuest(rooms.testApp))).status).toBe(403);
    expect((await http().get('/api/analyst/plays')).status).toBe(401);
    expect((await get('/api/analyst/plays/solo/no-such-round/replay', analyst)).status).toBe(404);
    expect((await get('/api/analyst/plays/party/x/replay', analyst)).status).toBe(400);
    expect((await get('/api/analyst/plays/solo/..%2f..%2fetc/replay', analyst)).status).toBe(400);
    for (const query of [
      'pageSize=0',
      'page=-1',
      'sort=evil',
      'from=yesterday',
      'mode=x',
      'from=2026-02-01&to=2026-01-01',
    ])
      expect({ query, status: (await get(`/api/analyst/plays?${query}`, analyst)).status }).toEqual({
        query,
        status: 400,
      });
  });

  it('prints the timeline in the terminal (npm run replay), pseudonymous unless asked for names', async () => {
    const run = async (args: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runReplay(
        rooms.testApp.app,
        args,
        (l) => out.push(l),
        (l) => err.push(l),
      );
      return { code, out, err };
    };
    const solo = await run([sessionId]);
    expect(solo.code).toBe(0);
    expect(solo.out[0]).toBe(`Solo round ${sessionId}: ${solo.out.length - 1} steps`);
    expect(solo.out.filter((line) => /Q\d+ ".*" → .* · score \d+\/\d+ · streak \d+/.test(line))).toHaveLength(
      5,
    );
    expect(solo.out.at(-1)).toMatch(/finished: \d\/5 right/);
    const game = await run([roomId]);
    expect(game.out.filter((line) => line.includes(' answered '))).toHaveLength(4);
    expect(game.out.at(-1)).toContain('game over');
    for (const name of ['Ann', 'Bob', 'Hosty']) expect(game.out.join('\n')).not.toContain(name);
    expect((await run([roomId, '--names'])).out.join('\n')).toContain('Ann');
    const ndjson = await run([roomId, '--ndjson']);
    expect(
      ndjson.out
        .join('\n')
        .split('\n')
        .map((line) => JSON.parse(line).type)[0],
    ).toBe('RoomCreated');
    expect(ndjson.out.join('\n')).not.toContain('Ann');
    expect((await run(['no-such-play'])).code).toBe(1);
    expect((await run([])).code).toBe(2);
  });
});
