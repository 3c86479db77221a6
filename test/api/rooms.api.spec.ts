import { jest } from '@jest/globals';
import { DEFAULT_ROOM_TOPIC } from '@quiz/contracts';
import { signInAsGuest } from '../../apps/api/src/testing/access.js';
import { signUp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { startRoomApp, type RoomApp } from './support/room-app.js';
import { dataOf, roomClient, send, type RoomSocket } from './support/room-clients.js';

jest.setTimeout(120_000);

describe.each(testDatabaseKinds())('multiplayer rooms over socket.io, on %s', (kind) => {
  let rooms: RoomApp;
  let testApp: RoomApp['testApp'];
  let port: number;
  const sockets: RoomSocket[] = [];

  beforeAll(async () => {
    rooms = await startRoomApp(kind);
    testApp = rooms.testApp;
    port = rooms.port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await rooms.dispose();
  });

  const guest = () => rooms.guest();
  const client = (token: string) => rooms.connect(token);

  it('refuses a visitor without a token at connect, with a clear error', async () => {
    const socket = roomClient(port, undefined);
    sockets.push(socket);
    const error = await new Promise<Error & { data?: unknown }>((resolve) =>
      socket.once('connect_error', resolve),
    );
    expect(error.message).toBe('Sign in or play as a guest to use multiplayer.');
    expect(error.data).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Sign in or play as a guest to use multiplayer.',
    });
    const forged = roomClient(port, 'not-a-session');
    sockets.push(forged);
    const refused = await new Promise<Error & { data?: unknown }>((resolve) =>
      forged.once('connect_error', resolve),
    );
    expect(refused.data).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('creates a room without a topic on the default topic, with no language model configured', async () => {
    const host = await client(await signInAsGuest(testApp));
    const created = dataOf(await send(host.socket, 'createRoom', { username: 'Hosty', questionCount: 3 }));
    expect(created).toMatchObject({ phase: 'lobby', isHost: true, settings: { topic: DEFAULT_ROOM_TOPIC } });
  });

  it('plays a whole game with the spec events: create, join, start, questions, reveals, game over', async () => {
    const host = await client(await signInAsGuest(testApp));
    const created = dataOf(
      await send(host.socket, 'createRoom', { username: 'Hosty', topic: 'Chemistry', questionCount: 2 }),
    );
    expect(created).toMatchObject({
      phase: 'lobby',
      isHost: true,
      name: 'Hosty',
      participants: [],
      question: null,
    });
    expect(created.room).toMatch(/^[34679ACDEFGHJKMNPQRTWXY]{6}$/);
    expect(await host.inbox.nth('roomCreated', 1)).toEqual({ room: created.room });

    const ann = await client((await signUp(testApp)).token);
    const annView = dataOf(
      await send(ann.socket, 'joinRoom', { room: created.room.toLowerCase(), username: '  Ann ' }),
    );
    expect(annView).toMatchObject({ room: created.room, phase: 'lobby', isHost: false, name: 'Ann' });
    expect(await ann.inbox.nth('roomJoined', 1)).toEqual({ participants: ['Ann'] });
    expect(await host.inbox.nth('updateParticipants', 1)).toEqual({ participants: ['Ann'] });

    const bob = await guest();
    dataOf(await send(bob.socket, 'joinRoom', { room: created.room, username: 'Bob' }));
    expect(await bob.inbox.nth('roomJoined', 1)).toEqual({ participants: ['Ann', 'Bob'] });
    // The one who joined hears roomJoined; everyone already there hears updateParticipants.
    expect(await ann.inbox.nth('updateParticipants', 1)).toEqual({ participants: ['Ann', 'Bob'] });

    expect(await send(host.socket, 'startGame', { room: created.room })).toEqual({
      data: { room: created.room },
    });
    expect(await ann.inbox.nth('startGame', 1)).toEqual({ room: created.room });
    const first = await ann.inbox.nth('question', 1);
    expect(Object.keys(first).sort()).toEqual(
      ['deadline', 'number', 'options', 'room', 'secondsPerQuestion', 'serverNow', 'text', 'total'].sort(),
    );
    expect(first).toMatchObject({ room: created.room, number: 1, total: 2, secondsPerQuestion: 15 });
    expect(first.deadline - first.serverNow).toBeGreaterThan(13_000);

    const annAck = dataOf(await send(ann.socket, 'answer', { room: created.room, answer: 'a' }));
    expect(annAck).toEqual({ room: created.room, number: 1, letter: 'A' });
    expect(await host.inbox.nth('answerCount', 1)).toEqual({
      room: created.room,
      number: 1,
      answered: 1,
      players: 2,
    });
    expect(await send(ann.socket, 'answer', { room: created.room, answer: 'B' })).toEqual({
      error: { code: 'ALREADY_ANSWERED', message: 'You have answered this question already.' },
    });
    dataOf(await send(bob.socket, 'answer', { room: created.room, answer: first.options.C }));

    // Everyone answered: the question closes at once, and the reveal names the key.
    const reveal = await ann.inbox.nth('reveal', 1);
    expect(reveal).toMatchObject({ room: created.room, number: 1, total: 2, answered: 2, players: 2 });
    expect(reveal.counts).toMatchObject({ A: 1, C: 1 });
    expect(reveal.standings.map((s) => s.name).sort()).toEqual(['Ann', 'Bob']);
    const annResult = await ann.inbox.nth('result', 1);
    expect(annResult).toMatchObject({ number: 1, answer: 'A', correct: reveal.correct === 'A' });
    expect(annResult.points > 0).toBe(reveal.correct === 'A');

    // After the short reveal the next question follows by itself.
    const second = await bob.inbox.nth('nextQuestion', 1);
    expect(second).toMatchObject({ number: 2, total: 2 });
    expect(ann.inbox.all('question')).toHaveLength(1);
    // A digit names a position only where no option is itself a number (spec §5; ambiguity is refused).
    const numeric = Object.values(second.options as Record<string, string>).some((text) =>
      /^\d+$/.test(text),
    );
    dataOf(await send(ann.socket, 'answer', { room: created.room, answer: numeric ? 'D' : '4' }));
    dataOf(await send(bob.socket, 'answer', { room: created.room, answer: 'D' }));
    await ann.inbox.nth('reveal', 2);
    const over = await ann.inbox.nth('gameOver', 1);
    expect(over.room).toBe(created.room);
    expect(over.players).toBe(2);
    expect(over.standings.map((s) => s.rank)[0]).toBe(1);
    expect(await host.inbox.nth('gameOver', 1)).toEqual(over);
  });
});
