import { jest } from '@jest/globals';
import { RoomStore } from '../../apps/api/src/modules/rooms/room-store.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { speedPoints } from '@quiz/domain';
import { startRoomApp, type RoomApp, type RoomPlayer } from './support/room-app.js';
import { dataOf, send } from './support/room-clients.js';

jest.setTimeout(120_000);

const code = (reply: { error?: { code: string } }) => reply.error?.code ?? 'accepted';
const other = (letter: string) => (letter === 'A' ? 'B' : 'A');

describe.each(testDatabaseKinds())('rejoining, kicking and joining late, on %s', (kind) => {
  let rooms: RoomApp;
  beforeAll(async () => {
    rooms = await startRoomApp(kind, { QUIZ_ROOM_REVEAL_MS: '3000' });
  });
  afterAll(() => rooms.dispose());
  afterEach(() => {
    rooms.clock.offsetMs = 0;
    rooms.clock.fixedAt = null;
  });

  const keyOf = async (room: string, number: number) =>
    (await rooms.testApp.app.get(RoomStore).read(room)).questions[number - 1]!.correct;

  async function reconnect(player: RoomPlayer): Promise<RoomPlayer> {
    player.socket.disconnect();
    return rooms.connect(player.token);
  }

  it('brings a player and the host back mid-question with name, score, streak and the remaining time', async () => {
    const { host, room, players } = await rooms.roomWith(['Ann', 'Bob'], { questionCount: 3 });
    const [ann, bob] = players as [RoomPlayer, RoomPlayer];
    dataOf(await send(host.socket, 'startGame', { room }));
    const first = await ann.inbox.nth('question', 1);
    const key1 = await keyOf(room, 1);
    // Held clock: Ann answers 3 s in, so her points are known exactly.
    rooms.clock.fixedAt = first.deadline - 15_000 + 3_000;
    dataOf(await send(ann.socket, 'answer', { room, answer: key1 }));
    dataOf(await send(bob.socket, 'answer', { room, answer: other(key1) }));
    rooms.clock.fixedAt = null;
    const result = await ann.inbox.nth('result', 1);
    expect(result).toMatchObject({
      correct: true,
      points: speedPoints(3_000, 15_000),
      score: 900,
      streak: 1,
      rank: 1,
    });

    // During the reveal, a reload resumes on the reveal.
    const reloaded = await reconnect(ann);
    const duringReveal = dataOf(await send(reloaded.socket, 'joinGame', { room }));
    expect(duringReveal).toMatchObject({
      phase: 'reveal',
      name: 'Ann',
      me: { score: 900, streak: 1, rank: 1 },
    });
    expect(duringReveal.reveal).toMatchObject({ number: 1, correct: key1, answered: 2 });

    const second = await bob.inbox.nth('nextQuestion', 1);
    expect(await reloaded.inbox.nth('nextQuestion', 1)).toMatchObject({ number: 2 });
    // Both the player and the host drop mid-question and come back on new connections.
    const annAgain = await reconnect(reloaded);
    const hostAgain = await reconnect(host);
    const annView = dataOf(await send(annAgain.socket, 'joinGame', { room }));
    expect(annView).toMatchObject({
      phase: 'question',
      isHost: false,
      name: 'Ann',
      myAnswer: null,
      me: { score: 900, streak: 1, rank: 1 },
      participants: ['Ann', 'Bob'],
    });
    expect(annView.question).toMatchObject({ number: 2, text: second.text, deadline: second.deadline });
    const remaining = annView.question!.deadline - annView.serverNow;
    expect(remaining).toBeGreaterThan(0);
    expect(remaining).toBeLessThanOrEqual(15_000);
    const hostView = dataOf(await send(hostAgain.socket, 'joinGame', { room }));
    expect(hostView).toMatchObject({ phase: 'question', isHost: true, name: 'Hosty', me: null, answered: 0 });

    const key2 = await keyOf(room, 2);
    dataOf(await send(annAgain.socket, 'answer', { room, answer: key2 }));
    expect(await hostAgain.inbox.nth('answerCount', 1)).toMatchObject({ number: 2, answered: 1, players: 2 });
    const rejoinedView = dataOf(await send(annAgain.socket, 'joinGame', { room }));
    expect(rejoinedView).toMatchObject({ myAnswer: key2, answered: 1 });
    expect(await send(annAgain.socket, 'answer', { room, answer: key2 })).toMatchObject({
      error: { code: 'ALREADY_ANSWERED' },
    });
    dataOf(await send(bob.socket, 'answer', { room, answer: key2 }));
    const annSecond = await annAgain.inbox.nth('result', 1);
    expect(annSecond).toMatchObject({ number: 2, correct: true, streak: 2 });
    expect(annSecond.score).toBeGreaterThan(900 + 500 + 100 - 1);
    dataOf(await send(hostAgain.socket, 'endGame', { room }));
    expect((await annAgain.inbox.nth('gameOver', 1)).standings[0]).toMatchObject({ name: 'Ann', rank: 1 });
  });

  it('closes a question as soon as every connected player has answered', async () => {
    const { host, room, players } = await rooms.roomWith(['Ann', 'Bob', 'Cy']);
    const [ann, bob, cy] = players as [RoomPlayer, RoomPlayer, RoomPlayer];
    dataOf(await send(host.socket, 'startGame', { room }));
    await ann.inbox.nth('question', 1);
    cy.socket.disconnect();
    dataOf(await send(ann.socket, 'answer', { room, answer: 'A' }));
    dataOf(await send(bob.socket, 'answer', { room, answer: 'B' }));
    const reveal = await host.inbox.nth('reveal', 1, 5_000);
    expect(reveal).toMatchObject({ answered: 2, players: 3 });
    dataOf(await send(host.socket, 'endGame', { room }));
  });

  it('refuses an answer at or after the deadline', async () => {
    const { host, room, players } = await rooms.roomWith(['Ann']);
    dataOf(await send(host.socket, 'startGame', { room }));
    const question = await players[0]!.inbox.nth('question', 1);
    rooms.clock.fixedAt = question.deadline;
    expect(await send(players[0]!.socket, 'answer', { room, answer: 'A' })).toEqual({
      error: { code: 'QUESTION_CLOSED', message: 'This question is closed.' },
    });
    rooms.clock.fixedAt = null;
    dataOf(await send(host.socket, 'endGame', { room }));
  });

  it('keeps a kicked player out of that game for good, whatever name or route they try', async () => {
    const { host, room, players } = await rooms.roomWith(['Ann', 'Bob']);
    const [ann, bob] = players as [RoomPlayer, RoomPlayer];
    expect(await send(host.socket, 'kick', { room, participant: 'bob' })).toEqual({
      data: { participants: ['Ann'] },
    });
    expect(await bob.inbox.nth('kicked', 1)).toEqual({ room });
    expect(await ann.inbox.nth('updateParticipants', 2)).toEqual({ participants: ['Ann'] });
    const bobAgain = await rooms.connect(bob.token);
    for (const reply of [
      await send(bobAgain.socket, 'joinRoom', { room, username: 'Robert' }),
      await send(bobAgain.socket, 'joinGame', { room }),
      await send(bobAgain.socket, 'answer', { room, answer: 'A' }),
    ])
      expect(code(reply)).toBe('KICKED');
    dataOf(await send(host.socket, 'startGame', { room }));
    await ann.inbox.nth('question', 1);
    expect(bob.inbox.all('question')).toEqual([]);
    expect(bobAgain.inbox.all('question')).toEqual([]);
    dataOf(await send(host.socket, 'endGame', { room }));
  });

  it('lets a player join a running game, scoring from the next question', async () => {
    const { host, room, players } = await rooms.roomWith(['Ann']);
    dataOf(await send(host.socket, 'startGame', { room }));
    await players[0]!.inbox.nth('question', 1);
    const late = await rooms.guest();
    const view = dataOf(await send(late.socket, 'joinRoom', { room, username: 'Late' }));
    expect(view).toMatchObject({ phase: 'question', name: 'Late', participants: ['Ann', 'Late'] });
    expect(await late.inbox.nth('roomJoined', 1)).toEqual({ participants: ['Ann', 'Late'] });
    expect(await late.inbox.nth('startGame', 1)).toEqual({ room });
    expect(await send(late.socket, 'answer', { room, answer: 'A' })).toEqual({
      error: { code: 'QUESTION_CLOSED', message: 'You joined during this question: the next one is yours.' },
    });
    // Ann is the only one who may answer question 1: her (wrong) answer closes it.
    dataOf(await send(players[0]!.socket, 'answer', { room, answer: other(await keyOf(room, 1)) }));
    expect(await host.inbox.nth('reveal', 1)).toMatchObject({ answered: 1, players: 1 });
    dataOf(await send(host.socket, 'next', { room }));
    await late.inbox.nth('nextQuestion', 1);
    const key2 = await keyOf(room, 2);
    dataOf(await send(late.socket, 'answer', { room, answer: key2 }));
    dataOf(await send(players[0]!.socket, 'answer', { room, answer: other(key2) }));
    expect(await late.inbox.nth('result', 1)).toMatchObject({ number: 2, correct: true, rank: 1 });
  });
});
