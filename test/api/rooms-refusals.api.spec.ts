import { jest } from '@jest/globals';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { startRoomApp, type RoomApp } from './support/room-app.js';
import { dataOf, roomClient, send } from './support/room-clients.js';

jest.setTimeout(120_000);

const code = (reply: { error?: { code: string } }) => reply.error?.code ?? 'accepted';

describe.each(testDatabaseKinds())('room refusals change nothing, on %s', (kind) => {
  let rooms: RoomApp;
  beforeAll(async () => {
    rooms = await startRoomApp(kind, {
      QUIZ_ROOM_GUESSES_PER_MINUTE: '8',
      QUIZ_ROOM_COMMANDS_PER_SECOND: '10',
    });
  });
  afterAll(() => rooms.dispose());

  it('refuses junk payloads with INVALID_PAYLOAD and an unknown event by name', async () => {
    const { socket } = await rooms.guest();
    const junk: [string, unknown][] = [
      ['createRoom', {}],
      ['createRoom', { username: '   ' }],
      ['createRoom', { username: 'x'.repeat(21) }],
      ['createRoom', { username: 'Al', questionCount: 31 }],
      ['createRoom', { username: 'Al', questionCount: 0 }],
      ['createRoom', { username: 'Al', topic: 'x'.repeat(21) }],
      ['createRoom', { username: 'Al', extra: true }],
      ['joinRoom', { room: 'ABC', username: 'Al' }],
      ['joinRoom', { room: 'OOOOOO', username: 'Al' }],
      ['joinRoom', 'AAAAAA'],
      ['joinGame', null],
      ['answer', { room: 'ACDEFG', answer: '   ' }],
      ['answer', { room: 'ACDEFG', answer: 7 }],
      ['kick', { room: 'ACDEFG' }],
      ['next', [1, 2, 3]],
    ];
    for (const [event, payload] of junk) {
      const reply = await (
        socket.timeout(5000).emitWithAck as (e: string, p: unknown) => Promise<{ error?: { code: string } }>
      )(event, payload);
      expect([event, code(reply)]).toEqual([event, 'INVALID_PAYLOAD']);
    }
    const unknown = await (socket.timeout(5000).emitWithAck as (e: string, p: unknown) => Promise<unknown>)(
      'dropTables',
      {},
    );
    expect(unknown).toEqual({ error: { code: 'INVALID_PAYLOAD', message: "Unknown event 'dropTables'." } });
  });

  it('refuses host commands from a player, a start with nobody in, and an unknown player to kick', async () => {
    const { host, room, players } = await rooms.roomWith([]);
    expect(await send(host.socket, 'startGame', { room })).toEqual({
      error: { code: 'NO_PLAYERS', message: 'Wait for someone to join before starting.' },
    });
    const ann = await rooms.guest();
    dataOf(await send(ann.socket, 'joinRoom', { room, username: 'Ann' }));
    players.push(ann);
    for (const [event, payload] of [
      ['startGame', { room }],
      ['next', { room }],
      ['kick', { room, participant: 'Ann' }],
      ['endGame', { room }],
    ] as const) {
      expect(code(await send(ann.socket, event, payload as never))).toBe('NOT_HOST');
    }
    expect(code(await send(host.socket, 'kick', { room, participant: 'Nobody' }))).toBe('NOT_IN_ROOM');
    expect(code(await send(host.socket, 'next', { room }))).toBe('WRONG_PHASE');
    expect(code(await send(ann.socket, 'answer', { room, answer: 'A' }))).toBe('QUESTION_CLOSED');
    const view = dataOf(await send(ann.socket, 'joinGame', { room }));
    expect(view).toMatchObject({ phase: 'lobby', participants: ['Ann'] });
  });

  it('refuses a taken name ignoring case, a stranger answering, and a locked room', async () => {
    const { host, room, players } = await rooms.roomWith(['Ann'], { lateJoin: false });
    const other = await rooms.guest();
    expect(await send(other.socket, 'joinRoom', { room, username: 'ANN' })).toEqual({
      error: { code: 'NAME_TAKEN', message: 'Someone in this room already has that name.' },
    });
    expect(code(await send(other.socket, 'joinGame', { room }))).toBe('NOT_IN_ROOM');
    dataOf(await send(host.socket, 'startGame', { room }));
    await players[0]!.inbox.nth('question', 1);
    expect(code(await send(other.socket, 'answer', { room, answer: 'A' }))).toBe('NOT_IN_ROOM');
    expect(code(await send(other.socket, 'joinRoom', { room, username: 'Late' }))).toBe('ROOM_LOCKED');
    expect(code(await send(players[0]!.socket, 'answer', { room, answer: 'Not an option at all' }))).toBe(
      'UNRECOGNISED_ANSWER',
    );
    expect(code(await send(host.socket, 'startGame', { room }))).toBe('WRONG_PHASE');
    dataOf(await send(host.socket, 'endGame', { room }));
    await players[0]!.inbox.nth('gameOver', 1);
    expect(code(await send(other.socket, 'joinRoom', { room, username: 'Later' }))).toBe('ROOM_LOCKED');
  });

  it('throttles room-id guessing per connection and per address, and knows nothing more once over', async () => {
    const { room } = await rooms.roomWith([]);
    // 8 misses a minute per address, 2 per connection.
    // A fresh address each run: in server mode the per-address count lives in Redis for a minute.
    const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    const guesser = await rooms.guest(address);
    expect(code(await send(guesser.socket, 'joinRoom', { room: 'AAAAAA', username: 'G' }))).toBe(
      'ROOM_NOT_FOUND',
    );
    expect(code(await send(guesser.socket, 'joinGame', { room: 'AAAAAC' }))).toBe('ROOM_NOT_FOUND');
    expect(code(await send(guesser.socket, 'joinRoom', { room: 'AAAAAD', username: 'G' }))).toBe(
      'TOO_MANY_GUESSES',
    );
    // Even the right id is refused now: a guesser learns nothing.
    expect(code(await send(guesser.socket, 'joinRoom', { room, username: 'G' }))).toBe('TOO_MANY_GUESSES');
    const outcomes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const next = await rooms.guest(address);
      outcomes.push(code(await send(next.socket, 'joinGame', { room: `AAAAA${'EFGHJ'[i]}` })));
      outcomes.push(code(await send(next.socket, 'joinGame', { room: `AAAAK${'EFGHJ'[i]}` })));
    }
    expect(outcomes.filter((c) => c === 'ROOM_NOT_FOUND')).toHaveLength(6);
    expect(outcomes.slice(6)).toEqual([
      'TOO_MANY_GUESSES',
      'TOO_MANY_GUESSES',
      'TOO_MANY_GUESSES',
      'TOO_MANY_GUESSES',
    ]);
    // Another address is not held back by that one.
    const elsewhere = await rooms.guest(address.replace(/^10\./, '11.'));
    expect(code(await send(elsewhere.socket, 'joinRoom', { room, username: 'Fine' }))).toBe('accepted');
  });

  it('answers a flood with RATE_LIMITED and drops an oversized message', async () => {
    const { socket } = await rooms.guest();
    const replies = await Promise.all(
      Array.from({ length: 60 }, () => send(socket, 'joinGame', { room: 'ACDEFG' }, 10_000)),
    );
    const codes = replies.map(code);
    expect(codes.filter((c) => c === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(30);
    expect(codes.filter((c) => c !== 'RATE_LIMITED').length).toBeLessThanOrEqual(21);

    const big = await rooms.guest();
    const closed = new Promise<string>((resolve) => big.socket.once('disconnect', resolve));
    big.socket.emit('createRoom', { username: 'Al', topic: 'x'.repeat(10_000) }, () => undefined);
    expect(await closed).toBe('transport close');
  });

  it('keeps a socket without a valid token out, however it asks', async () => {
    for (const auth of [{}, { token: 42 }, { token: '' }, { token: 'a.b.c' }, { token: 'x'.repeat(3_000) }]) {
      const socket = roomClient(rooms.port, undefined, { auth });
      const refused = await new Promise<{ data?: { code?: string } }>((resolve) =>
        socket.once('connect_error', resolve),
      );
      socket.disconnect();
      expect(refused.data?.code).toBe('UNAUTHENTICATED');
    }
  });
});
