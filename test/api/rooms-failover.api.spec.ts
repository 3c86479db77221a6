import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { AnswerLetter } from '@quiz/contracts';
import { systemClock } from '../../apps/api/src/infra/tokens.js';
import { GuestTokens } from '../../apps/api/src/modules/access/guests/guest-tokens.js';
import { startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { buildApi, startApiProcess, type ApiProcess } from './support/api-process.js';
import { connected, dataOf, Inbox, roomClient, send, type RoomSocket } from './support/room-clients.js';

jest.setTimeout(300_000);

const serverMode = process.env.DATABASE_URL && process.env.REDIS_URL;
const describeServerMode = serverMode ? describe : describe.skip;
if (!serverMode)
  console.log('room failover suite skipped: needs DATABASE_URL and REDIS_URL (server mode only)');

interface Seat {
  name: string;
  token: string;
  socket: RoomSocket;
  inbox: Inbox;
}

describeServerMode('a room survives the death of the api node its host is on', () => {
  let testApp: TestApp;
  const nodes: ApiProcess[] = [];
  const sockets: RoomSocket[] = [];

  beforeAll(async () => {
    buildApi();
    testApp = await startTestApp('postgresql');
    await testApp.stop();
    const env = {
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? 'quiz-test'}-failover-${randomUUID().slice(0, 8)}`,
      QUIZ_ROOM_REVEAL_MS: '500',
    };
    nodes.push(await startApiProcess(testApp.config, env), await startApiProcess(testApp.config, env));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const node of nodes) await node.stop();
    await testApp.dispose();
  });

  async function seat(name: string, token: string, node: ApiProcess): Promise<Seat> {
    const socket = roomClient(node.port, token);
    sockets.push(socket);
    const inbox = new Inbox(socket);
    await connected(socket);
    return { name, token, socket, inbox };
  }

  it('host on A, players on A and B; A is killed mid-question; all carry on on B; each acked answer counts once', async () => {
    const [a, b] = nodes as [ApiProcess, ApiProcess];
    const tokens = new GuestTokens(testApp.config.authSecret, systemClock);
    const host = await seat('Hosty', (await tokens.issue()).token, a);
    const { room } = dataOf(
      await send(host.socket, 'createRoom', {
        username: 'Hosty',
        topic: 'Chemistry',
        questionCount: 3,
        secondsPerQuestion: 10,
      }),
    );
    const players: Seat[] = [];
    for (let i = 0; i < 6; i++) {
      const player = await seat(`P${i}`, (await tokens.issue()).token, i < 3 ? a : b);
      dataOf(await send(player.socket, 'joinRoom', { room, username: player.name }));
      players.push(player);
    }
    const acked = new Map<string, AnswerLetter>();
    const answer = async (player: Seat, number: number) => {
      const letter = (['A', 'B', 'C', 'D'] as const)[(number + Number(player.name.slice(1))) % 4]!;
      const reply = dataOf(await send(player.socket, 'answer', { room, answer: letter }));
      expect(reply).toEqual({ room, number, letter });
      acked.set(`${player.name}#${number}`, letter);
    };

    dataOf(await send(host.socket, 'startGame', { room }));
    await Promise.all(players.map((p) => p.inbox.nth('question', 1)));
    await Promise.all(players.map((p) => answer(p, 1)));
    await Promise.all(players.map((p) => p.inbox.nth('nextQuestion', 1)));

    // Question 2: the players on A answer, then A dies before anyone on B has.
    await Promise.all(players.slice(0, 3).map((p) => answer(p, 2)));
    await a.kill();
    const moved: Seat[] = [];
    for (const seatOnA of [host, ...players.slice(0, 3)]) {
      const again = await seat(seatOnA.name, seatOnA.token, b);
      const view = dataOf(await send(again.socket, 'joinGame', { room }));
      expect(view).toMatchObject({ room, phase: 'question', name: seatOnA.name, isHost: seatOnA === host });
      expect(view.question?.number).toBe(2);
      expect(view.question!.deadline).toBeGreaterThan(view.serverNow);
      if (seatOnA !== host) expect(view.myAnswer).toBe(acked.get(`${seatOnA.name}#2`));
      moved.push(again);
    }
    const [hostOnB, ...movedPlayers] = moved as [Seat, ...Seat[]];
    const everyone = [...movedPlayers, ...players.slice(3)];
    await Promise.all(players.slice(3).map((p) => answer(p, 2)));
    await Promise.all(everyone.map((p) => p.inbox.nth('result', 1)));
    await Promise.all(everyone.map((p) => p.inbox.nth('nextQuestion', 1)));
    await Promise.all(everyone.map((p) => answer(p, 3)));
    const over = await hostOnB.inbox.nth('gameOver', 1, 60_000);
    expect(over.players).toBe(6);

    // Every acknowledged answer counted exactly once: each player's results name the letters acked, and the
    // final scores are the sums of the points of those results.
    for (const player of everyone) {
      const original = players.find((p) => p.name === player.name)!;
      const results = [
        ...original.inbox.all('result'),
        ...(player === original ? [] : player.inbox.all('result')),
      ];
      const byNumber = new Map(results.map((r) => [r.number, r]));
      expect([...byNumber.keys()].sort()).toEqual([1, 2, 3]);
      for (const [number, result] of byNumber)
        expect(result.answer).toBe(acked.get(`${player.name}#${number}`));
      expect(byNumber.get(3)!.score).toBe([...byNumber.values()].reduce((sum, r) => sum + r.points, 0));
    }
    expect(acked.size).toBe(18);
  });
});
