import type { Redis } from 'ioredis';
import { closeRedis } from '../../../infra/redis/close-redis.js';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * A token bucket per connection: a short burst is fine (a host pressing next and kick), a steady stream of
 * commands beyond `perSecond` is refused, and a connection that keeps going after many refusals is dropped.
 */
export class CommandBucket {
  private tokens: number;
  private last: number;
  private refusals = 0;

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = perSecond * 2;
    this.last = now();
  }

  take(): 'ok' | 'refused' | 'drop' {
    const now = this.now();
    this.tokens = Math.min(this.perSecond * 2, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 'ok';
    }
    this.refusals += 1;
    return this.refusals > this.perSecond * 20 ? 'drop' : 'refused';
  }
}

const WINDOW_SECONDS = 60;

/**
 * Unknown room ids asked for, per connection and per address (in Redis in server mode, so every node counts
 * together). Only misses count; once over, every room lookup is refused for the rest of the minute, so a
 * guesser learns nothing more.
 */
export class RoomGuessLimits {
  private readonly byAddress: RateLimiterAbstract;
  private readonly byConnection: RateLimiterAbstract;

  constructor(
    private readonly perAddressPerMinute: number,
    private readonly redis?: { client: Redis; prefix: string },
  ) {
    const perConnection = Math.max(1, Math.ceil(perAddressPerMinute / 4));
    this.byConnection = new RateLimiterMemory({ points: perConnection, duration: WINDOW_SECONDS });
    this.byAddress = redis
      ? new RateLimiterRedis({
          storeClient: redis.client,
          keyPrefix: `${redis.prefix}:room-guesses`,
          points: perAddressPerMinute,
          duration: WINDOW_SECONDS,
          insuranceLimiter: new RateLimiterMemory({ points: perAddressPerMinute, duration: WINDOW_SECONDS }),
        })
      : new RateLimiterMemory({ points: perAddressPerMinute, duration: WINDOW_SECONDS });
  }

  async blocked(connection: string, address: string): Promise<boolean> {
    const [mine, theirs] = await Promise.all([
      this.byConnection.get(connection),
      this.byAddress.get(address),
    ]);
    return (
      (mine?.consumedPoints ?? 0) >= this.byConnection.points ||
      (theirs?.consumedPoints ?? 0) >= this.byAddress.points
    );
  }

  async miss(connection: string, address: string): Promise<void> {
    await Promise.all([this.byConnection.penalty(connection, 1), this.byAddress.penalty(address, 1)]);
  }

  async close(): Promise<void> {
    if (this.redis) await closeRedis(this.redis.client);
  }

  forget(connection: string): void {
    void this.byConnection.delete(connection).catch(() => undefined);
  }
}
