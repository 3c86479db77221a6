import { io, type Socket } from 'socket.io-client';
import type {
  RoomAck,
  RoomClientEventName,
  RoomClientToServerEvents,
  RoomServerEventName,
  RoomServerToClientEvents,
} from '@quiz/contracts';
import type { TestApp } from '../../../apps/api/src/testing/test-app.js';

export type RoomSocket = Socket<RoomServerToClientEvents, RoomClientToServerEvents>;

type PayloadOf<Name extends RoomClientEventName> = Parameters<RoomClientToServerEvents[Name]>[0];
type ReplyOf<Name extends RoomClientEventName> = Parameters<Parameters<RoomClientToServerEvents[Name]>[1]>[0];
type EventOf<Name extends RoomServerEventName> = Parameters<RoomServerToClientEvents[Name]>[0];

/** Starts listening on a free port (once) and returns it. */
export async function listening(testApp: TestApp): Promise<number> {
  const server = testApp.app.getHttpServer();
  if (!server.listening) await testApp.app.listen(0, '127.0.0.1');
  return (server.address() as { port: number }).port;
}

/** A socket.io client as the web app makes one (spec §9), with the token in `auth`. */
export function roomClient(
  port: number,
  token: string | undefined,
  options: { address?: string; reconnection?: boolean; auth?: Record<string, unknown> } = {},
): RoomSocket {
  return io(`http://127.0.0.1:${port}`, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: options.auth ?? (token === undefined ? {} : { token }),
    extraHeaders: options.address ? { 'x-forwarded-for': options.address } : {},
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
    timeout: 20_000,
    forceNew: true,
  }) as RoomSocket;
}

export function connected(socket: RoomSocket): Promise<RoomSocket> {
  if (socket.connected) return Promise.resolve(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Sends a command and resolves with its ack. */
export function send<Name extends RoomClientEventName>(
  socket: RoomSocket,
  name: Name,
  payload: PayloadOf<Name>,
  timeoutMs = 30_000,
): Promise<ReplyOf<Name>> {
  const emit = socket.timeout(timeoutMs).emitWithAck as unknown as (
    event: string,
    payload: unknown,
  ) => Promise<ReplyOf<Name>>;
  return emit.call(socket.timeout(timeoutMs), name, payload);
}

/** Unwraps a `{data}` ack, failing loudly on an `{error}`. */
export function dataOf<Data>(reply: RoomAck<Data>): Data {
  if (reply.error) throw new Error(`refused: ${reply.error.code} ${reply.error.message}`);
  return reply.data as Data;
}

/** Everything a socket receives, by event name, so a test can wait for the n-th one. */
export class Inbox {
  readonly received = new Map<string, unknown[]>();
  private readonly waiters: { name: string; count: number; resolve: () => void }[] = [];

  constructor(socket: RoomSocket) {
    socket.onAny((name: string, payload: unknown) => {
      const list = this.received.get(name) ?? [];
      list.push(payload);
      this.received.set(name, list);
      for (const waiter of [...this.waiters]) {
        if (waiter.name === name && list.length >= waiter.count) {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    });
  }

  all<Name extends RoomServerEventName>(name: Name): EventOf<Name>[] {
    return (this.received.get(name) ?? []) as EventOf<Name>[];
  }

  /** Resolves with the `count`-th event of that name (1-based), waiting for it if needed. */
  async nth<Name extends RoomServerEventName>(
    name: Name,
    count: number,
    timeoutMs = 30_000,
  ): Promise<EventOf<Name>> {
    if (this.all(name).length < count) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${name} #${count} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        this.waiters.push({
          name,
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    }
    return this.all(name)[count - 1]!;
  }
}
