import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { closeRedis } from '../redis/close-redis.js';
import type { Server, ServerOptions } from 'socket.io';

export type { Server as RealtimeServer } from 'socket.io';

/** Every socket.io server of the api speaks on this path (spec: socket connection path /socket.io). */
export const SOCKET_PATH = '/socket.io';

/**
 * socket.io on Redis pub/sub: a room broadcast on one api node reaches the players connected to every other
 * node. Used in server mode (REDIS_URL); embedded mode is one node and keeps socket.io's in-memory adapter.
 */
export class RedisIoAdapter extends IoAdapter {
  private publisher?: Redis;
  private subscriber?: Redis;
  private adapterFactory?: ReturnType<typeof createAdapter>;

  constructor(app: INestApplicationContext) {
    super(app);
  }

  /**
   * Does not wait for Redis: an api restarted during a Redis outage still starts (health says degraded), and
   * ioredis connects, and resubscribes, as soon as Redis is back.
   */
  connect(redisUrl: string, channelPrefix: string): void {
    this.publisher = adapterClient(redisUrl);
    this.subscriber = adapterClient(redisUrl);
    this.adapterFactory = createAdapter(this.publisher, this.subscriber, {
      key: `${channelPrefix}.socket.io`,
    });
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, { ...options, path: SOCKET_PATH } as ServerOptions);
    if (this.adapterFactory) server.adapter(this.adapterFactory);
    return server;
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    await Promise.all([this.publisher, this.subscriber].filter((c) => c !== undefined).map(closeRedis));
    this.publisher = this.subscriber = undefined;
  }
}

/** The pub/sub commands @socket.io/redis-adapter sends without awaiting their replies. */
const UNAWAITED_COMMANDS = ['publish', 'subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] as const;

/**
 * A client for the adapter. The adapter fires its publishes and subscriptions and never awaits them; while Redis
 * is unreachable ioredis queues them, then rejects them (after its retries, or when the client closes). A
 * rejection nobody handles ends a Node process, so a broadcast during an outage would bring the api down: each
 * of these commands gets a handler here, and still returns its promise to a caller that does await it. Nothing is
 * lost by it: ioredis resubscribes on reconnect, and a broadcast that could not reach other nodes during the
 * outage reaches this node's sockets all the same.
 */
export function adapterClient(redisUrl: string): Redis {
  const client = new Redis(redisUrl);
  // Connection errors are retried by ioredis and reported by /api/health; without a listener they would crash.
  client.on('error', () => undefined);
  for (const name of UNAWAITED_COMMANDS) {
    const command = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(client, {
      [name]: (...args: unknown[]) => {
        const reply = command(...args);
        reply.catch(() => undefined);
        return reply;
      },
    });
  }
  return client;
}
