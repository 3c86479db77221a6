import { randomUUID } from 'node:crypto';
import { GUEST_TOKENS } from '../../../apps/api/src/modules/access/access.tokens.js';
import type { GuestTokens } from '../../../apps/api/src/modules/access/guests/guest-tokens.js';
import { startTestApp, type TestApp } from '../../../apps/api/src/testing/test-app.js';
import { connected, dataOf, Inbox, listening, roomClient, send, type RoomSocket } from './room-clients.js';

export interface RoomPlayer {
  socket: RoomSocket;
  inbox: Inbox;
  token: string;
}

/**
 * An api for the room suites: embedded (PGlite, in-process queue) or server mode (PostgreSQL, and BullMQ and
 * the socket.io Redis adapter when REDIS_URL is set). The clock can be moved ahead or held still.
 */
export async function startRoomApp(kind: 'pglite' | 'postgresql', env: Record<string, string> = {}) {
  const clock = { offsetMs: 0, fixedAt: null as number | null };
  const redis = kind === 'postgresql' ? process.env.REDIS_URL : undefined;
  const testApp: TestApp = await startTestApp(kind, {
    clock: { now: () => new Date(clock.fixedAt ?? Date.now() + clock.offsetMs) },
    env: {
      QUIZ_ROOM_REVEAL_MS: '400',
      ...(redis
        ? {
            REDIS_URL: redis,
            REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? 'quiz-test'}-rooms-${randomUUID().slice(0, 8)}`,
          }
        : {}),
      ...env,
    },
  });
  const port = await listening(testApp);
  const sockets: RoomSocket[] = [];

  async function connect(token: string | undefined, address?: string): Promise<RoomPlayer> {
    const socket = roomClient(port, token, { address });
    sockets.push(socket);
    const inbox = new Inbox(socket);
    await connected(socket);
    return { socket, inbox, token: token ?? '' };
  }
  async function guestToken() {
    return (await testApp.app.get<GuestTokens>(GUEST_TOKENS).issue()).token;
  }
  async function guest(address?: string) {
    return connect(await guestToken(), address);
  }
  async function roomWith(
    names: string[],
    settings: { questionCount?: number; lateJoin?: boolean; secondsPerQuestion?: number } = {},
  ) {
    const host = await guest();
    const created = dataOf(
      await send(host.socket, 'createRoom', {
        username: 'Hosty',
        topic: 'Chemistry',
        questionCount: 2,
        ...settings,
      }),
    );
    const players: RoomPlayer[] = [];
    for (const name of names) {
      const player = await guest();
      dataOf(await send(player.socket, 'joinRoom', { room: created.room, username: name }));
      players.push(player);
    }
    return { host, room: created.room, players };
  }

  return {
    testApp,
    port,
    clock,
    connect,
    guest,
    guestToken,
    roomWith,
    async dispose() {
      for (const socket of sockets) socket.disconnect();
      await testApp.dispose();
    },
  };
}

export type RoomApp = Awaited<ReturnType<typeof startRoomApp>>;
