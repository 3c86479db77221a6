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
    this.publisher = new Redis(redisUrl);
    this.subscriber = this.publisher.duplicate();
    // Connection errors are retried by ioredis and reported by /api/health; without a listener they would crash.
    this.publisher.on('error', () => undefined);
    this.subscriber.on('error', () => undefined);
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
