import { jest } from '@jest/globals';
import { roomAnswersStreamName, roomStreamName, speedPoints } from '@quiz/domain';
import type { EventStore } from '../../apps/api/src/infra/event-store/event-store.port.js';
import { EVENT_STORE } from '../../apps/api/src/infra/tokens.js';
import { RoomStore } from '../../apps/api/src/modules/rooms/room-store.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { startRoomApp, type RoomApp, type RoomPlayer } from './support/room-app.js';
import { dataOf, send } from './support/room-clients.js';

jest.setTimeout(240_000);

const PLAYERS = 200;
const ANSWERED_AFTER_MS = 3_000;
const other = (letter: string) => (letter === 'A' ? 'B' : 'A');

describe.each(testDatabaseKinds())('a full question at once, on %s', (kind) => {
  let rooms: RoomApp;
  beforeAll(async () => {
    rooms = await startRoomApp(kind);
  });
  afterAll(() => rooms.dispose());

  it(`${PLAYERS} players joining and answering one question at once: every answer once, scores as by hand`, async () => {
    const host = await rooms.guest();
    const { room } = dataOf(
      await send(host.socket, 'createRoom', { username: 'Hosty', topic: 'Chemistry', questionCount: 1 }),
    );
    const players: RoomPlayer[] = await Promise.all(Array.from({ length: PLAYERS }, () => rooms.guest()));
    // Everyone joins at once: the joins race on the room's stream and must all land, each name once.
    const joined = await Promise.all(
      players.map((p, i) => send(p.socket, 'joinRoom', { room, username: `Player ${i}` })),
    );
    expect(joined.filter((reply) => reply.error)).toEqual([]);
    const state = await rooms.testApp.app.get(RoomStore).read(room);
    expect(state.players.size).toBe(PLAYERS);

    dataOf(await send(host.socket, 'startGame', { room }));
    const question = await players[0]!.inbox.nth('question', 1);
    await Promise.all(players.map((p) => p.inbox.nth('question', 1)));
    const key = state.questions[0]!.correct;
    // The server's clock is held 3 s after the question opened, so every right answer is worth the same.
    rooms.clock.fixedAt = question.deadline - 15_000 + ANSWERED_AFTER_MS;
    const right = (i: number) => i % 3 !== 0;
    // Each player sends twice at once (a double tap): exactly one of the two may count.
    const replies = await Promise.all(
      players.flatMap((p, i) => [
        send(p.socket, 'answer', { room, answer: right(i) ? key : other(key) }),
        send(p.socket, 'answer', { room, answer: right(i) ? key : other(key) }),
      ]),
    );
    rooms.clock.fixedAt = null;
    const accepted = replies.filter((reply) => reply.data);
    const refused = replies.filter((reply) => reply.error);
    expect(accepted).toHaveLength(PLAYERS);
    expect(new Set(refused.map((reply) => reply.error!.code))).toEqual(new Set(['ALREADY_ANSWERED']));

    const reveal = await host.inbox.nth('reveal', 1, 60_000);
    const expectedRight = Array.from({ length: PLAYERS }, (_, i) => i).filter(right).length;
    expect(reveal).toMatchObject({ answered: PLAYERS, players: PLAYERS, correct: key });
    expect(reveal.counts[key]).toBe(expectedRight);
    const events = rooms.testApp.app.get<EventStore>(EVENT_STORE);
    expect(await events.readStream(roomAnswersStreamName(room, 1))).toHaveLength(PLAYERS);
    const closed = (await events.readStream(roomStreamName(room))).filter((e) => e.type === 'QuestionClosed');
    expect(closed).toHaveLength(1);
    expect((closed[0]!.data as { results: unknown[] }).results).toHaveLength(PLAYERS);

    const points = speedPoints(ANSWERED_AFTER_MS, 15_000);
    expect(points).toBe(900);
    const results = await Promise.all(players.map((p) => p.inbox.nth('result', 1)));
    results.forEach((result, i) => {
      expect(result).toMatchObject(
        right(i)
          ? { correct: true, points, score: points, streak: 1, rank: 1 }
          : { correct: false, points: 0, score: 0, streak: 0, rank: expectedRight + 1 },
      );
    });
    const over = await host.inbox.nth('gameOver', 1, 30_000);
    expect(over.players).toBe(PLAYERS);
    expect(over.standings.every((row) => row.score === points && row.rank === 1)).toBe(true);
  });
});
