import { isIPv6 } from 'node:net';
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
/** The account-wide count only slows sign-ins down (ADR 0120): it never refuses one. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

export class TooManyRequestsError extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super({ code: 'RATE_LIMITED', message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

export function inMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * The key an address is counted under: an IPv4 address as it is (IPv4-mapped IPv6 included), an IPv6 one by
 * its /64, which a single subscriber usually holds whole and could otherwise walk through one address at a time.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** A sign-in attempt that holds its place in the counters until its outcome is known. */
export interface SignInReservation {
  /** How long to hold the answer back, so that guessing slows down before it stops. */
  delayMs: number;
  /**
   * `succeeded`: the password was right; `failed`: it was wrong and stays counted; `unchecked`: no password
   * was compared (a malformed request), so the attempt is handed back.
   */
  settle(outcome: 'succeeded' | 'failed' | 'unchecked'): Promise<void>;
}

export type SignInDecision =
  | { allowed: true; reservation: SignInReservation }
  | { allowed: false; retryAfterSeconds: number; message: string };

/**
 * Counters against abuse (rate-limiter-flexible): in memory in embedded mode, in Redis when REDIS_URL is set
 * so that every api node counts together. Sign-in attempts are counted per account and address (a hard
 * limit), per address (a hard limit) and per account from anywhere (a slow-down only); guest creation per
 * address. better-auth's own request limiter keeps its counts here too.
 */
export class RateLimits {
  private readonly attemptsByAccountAndIp: RateLimiterAbstract;
  private readonly attemptsByIp: RateLimiterAbstract;
  private readonly attemptsByAccount: RateLimiterAbstract;
  private readonly guestsByIp: RateLimiterAbstract;
  private readonly authRequestLimiters = new Map<string, RateLimiterAbstract>();

  constructor(
    private readonly limits: AppConfig['rateLimits'],
    private readonly redis?: { client: Redis; prefix: string },
  ) {
    this.attemptsByAccountAndIp = this.limiter(
      'sign-in-account-ip',
      limits.signInFailuresPerAccount,
      ACCOUNT_WINDOW_SECONDS,
    );
    this.attemptsByIp = this.limiter('sign-in-ip', limits.signInFailuresPerIp, IP_WINDOW_SECONDS);
    this.attemptsByAccount = this.limiter('sign-in-account', UNLIMITED, ACCOUNT_WINDOW_SECONDS);
    this.guestsByIp = this.limiter('guest-ip', limits.guestsPerIpPerHour, GUEST_WINDOW_SECONDS);
  }

  private limiter(name: string, points: number, duration: number): RateLimiterAbstract {
    return this.redis
      ? new RateLimiterRedis({
          storeClient: this.redis.client,
          keyPrefix: `${this.redis.prefix}:rl:${name}`,
          points,
          duration,
        })
      : new RateLimiterMemory({ keyPrefix: name, points, duration });
  }

  /**
   * Before a password is checked: takes a place in each count at once, so that parallel attempts cannot all
   * slip under a limit before any failure is recorded. Refused (429) when this account has failed too often
   * from this address, or this address too often overall; a stranger elsewhere cannot lock the owner out.
   */
  async reserveSignIn(email: string, ip: string): Promise<SignInDecision> {
    const account = email.trim().toLowerCase();
    const address = addressKey(ip);
    const pairKey = `${account}|${address}`;
    const pair = await consumeOrRefusal(this.attemptsByAccountAndIp, pairKey);
    if (pair instanceof Refusal) return pair.decision();
    const byIp = await consumeOrRefusal(this.attemptsByIp, address);
    if (byIp instanceof Refusal) {
      await this.attemptsByAccountAndIp.reward(pairKey, 1);
      return byIp.decision();
    }
    const byAccount = await this.attemptsByAccount.consume(account);
    const earlier = Math.max(pair.consumedPoints, byIp.consumedPoints, byAccount.consumedPoints) - 1;
    const delayMs = earlier < 2 ? 0 : Math.min(FIRST_DELAY_MS * 2 ** (earlier - 2), MAX_DELAY_MS);
    return {
      allowed: true,
      reservation: {
        delayMs,
        settle: async (outcome) => {
          if (outcome === 'failed') return;
          await this.attemptsByIp.reward(address, 1);
          if (outcome === 'succeeded') {
            // Whoever is at this address knows the password: its failures on this account, and the slow-down
            // others caused, are forgotten. The address keeps its other failures, so spraying stays slow.
            await Promise.all([
              this.attemptsByAccountAndIp.delete(pairKey),
              this.attemptsByAccount.delete(account),
            ]);
          } else {
            await Promise.all([
              this.attemptsByAccountAndIp.reward(pairKey, 1),
              this.attemptsByAccount.reward(account, 1),
            ]);
          }
        },
      },
    };
  }

  async guestRequested(ip: string): Promise<void> {
    const consumed = await consumeOrRefusal(this.guestsByIp, addressKey(ip));
    if (consumed instanceof Refusal) {
      throw new TooManyRequestsError(
        consumed.retryAfterSeconds,
        `Too many guest sessions from your address. Try again in ${inMinutes(consumed.retryAfterSeconds)}.`,
      );
    }
  }

  /**
   * Storage for better-auth's own request limiter (ADR 0123): the same backend as the counters above, so all
   * api nodes share it, with one limiter per rule better-auth applies (its key already names path and address).
   */
  authRequestStorage() {
    return {
      consume: async (key: string, rule: { window: number; max: number }) => {
        const name = `auth-requests-${rule.window}s-${rule.max}`;
        let limiter = this.authRequestLimiters.get(name);
        if (!limiter) {
          limiter = this.limiter(name, rule.max, rule.window);
          this.authRequestLimiters.set(name, limiter);
        }
        const consumed = await consumeOrRefusal(limiter, key);
        return consumed instanceof Refusal
          ? { allowed: false, retryAfter: consumed.retryAfterSeconds }
          : { allowed: true, retryAfter: null };
      },
    };
  }
}

class Refusal {
  constructor(readonly retryAfterSeconds: number) {}

  decision(): SignInDecision {
    return {
      allowed: false,
      retryAfterSeconds: this.retryAfterSeconds,
      message: `Too many failed sign-in attempts. Try again in ${inMinutes(this.retryAfterSeconds)}.`,
    };
  }
}

/** One point taken atomically (a Redis script, or one synchronous step in memory), or the refusal. */
async function consumeOrRefusal(
  limiter: RateLimiterAbstract,
  key: string,
): Promise<RateLimiterRes | Refusal> {
  try {
    return await limiter.consume(key, 1);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return new Refusal(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
  }
}
