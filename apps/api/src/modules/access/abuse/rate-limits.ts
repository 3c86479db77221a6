import { HttpException, HttpStatus } from '@nestjs/common';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { AppConfig } from '../../../config/app-config.js';

const ACCOUNT_WINDOW_SECONDS = 15 * 60;
const IP_WINDOW_SECONDS = 60 * 60;
const GUEST_WINDOW_SECONDS = 60 * 60;
/** The first failure costs nothing; each later one doubles the wait before the next attempt is answered. */
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4_000;

export class TooManyRequestsError extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super({ code: 'RATE_LIMITED', message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

function inMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * Counters against abuse (rate-limiter-flexible): in memory in embedded mode, in Redis when REDIS_URL is set
 * so that every api node counts together. Failed sign-ins are counted per account and per address; guest
 * creation per address.
 */
export class RateLimits {
  private readonly failuresByAccount: RateLimiterAbstract;
  private readonly failuresByIp: RateLimiterAbstract;
  private readonly guestsByIp: RateLimiterAbstract;

  constructor(
    private readonly limits: AppConfig['rateLimits'],
    redis?: { client: Redis; prefix: string },
  ) {
    const limiter = (name: string, points: number, duration: number) =>
      redis
        ? new RateLimiterRedis({
            storeClient: redis.client,
            keyPrefix: `${redis.prefix}:rl:${name}`,
            points,
            duration,
          })
        : new RateLimiterMemory({ keyPrefix: name, points, duration });
    this.failuresByAccount = limiter(
      'sign-in-account',
      limits.signInFailuresPerAccount,
      ACCOUNT_WINDOW_SECONDS,
    );
    this.failuresByIp = limiter('sign-in-ip', limits.signInFailuresPerIp, IP_WINDOW_SECONDS);
    this.guestsByIp = limiter('guest-ip', limits.guestsPerIpPerHour, GUEST_WINDOW_SECONDS);
  }

  /**
   * Before a sign-in is checked: refuses it (429) once an account or address has used up its failures, and
   * otherwise says how long to hold the answer back, so guessing slows down before it stops.
   */
  async beforeSignIn(email: string, ip: string): Promise<{ delayMs: number }> {
    const [account, address] = await Promise.all([
      this.failuresByAccount.get(email.trim().toLowerCase()),
      this.failuresByIp.get(ip),
    ]);
    for (const [state, limit] of [
      [account, this.limits.signInFailuresPerAccount],
      [address, this.limits.signInFailuresPerIp],
    ] as const) {
      if (state && state.consumedPoints >= limit) {
        const seconds = Math.ceil(state.msBeforeNext / 1000);
        throw new TooManyRequestsError(
          seconds,
          `Too many failed sign-in attempts. Try again in ${inMinutes(seconds)}.`,
        );
      }
    }
    const failures = Math.max(account?.consumedPoints ?? 0, address?.consumedPoints ?? 0);
    return { delayMs: failures < 2 ? 0 : Math.min(FIRST_DELAY_MS * 2 ** (failures - 2), MAX_DELAY_MS) };
  }

  async signInFailed(email: string, ip: string): Promise<void> {
    await Promise.all([
      swallowRefusal(this.failuresByAccount.consume(email.trim().toLowerCase())),
      swallowRefusal(this.failuresByIp.consume(ip)),
    ]);
  }

  /** A success clears the account's failures; the address keeps its count, so spraying many accounts stays slow. */
  async signInSucceeded(email: string): Promise<void> {
    await this.failuresByAccount.delete(email.trim().toLowerCase());
  }

  async guestRequested(ip: string): Promise<void> {
    try {
      await this.guestsByIp.consume(ip);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const seconds = Math.ceil(refusal.msBeforeNext / 1000);
      throw new TooManyRequestsError(
        seconds,
        `Too many guest sessions from your address. Try again in ${inMinutes(seconds)}.`,
      );
    }
  }
}

async function swallowRefusal(consumed: Promise<RateLimiterRes>): Promise<void> {
  try {
    await consumed;
  } catch (refusal) {
    // Already over the limit: the count stays where it is, and the next attempt is refused anyway.
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
  }
}
