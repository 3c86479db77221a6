import { setTimeout as delay } from 'node:timers/promises';

/**
 * When to try a model request again and how long to wait first. We run our own loop instead of the openai
 * client's (which is switched off): the client also retries 408 and 409, which are the caller's fault here,
 * cannot retry a stream that broke after its headers, and its waits cannot be observed in tests.
 */
export interface RetryPolicy {
  /** Further attempts after the first. */
  maxRetries: number;
  /** The first wait; each further one doubles, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A server asking us to wait longer than this is treated as unavailable now: a player is waiting. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_BACKOFF = { baseDelayMs: 500, maxDelayMs: 8000, maxRetryAfterMs: 20_000 };

/**
 * Exponential backoff with jitter: the wait after the n-th failure (from 0) is drawn between half and all of
 * base·2ⁿ (capped), so clients that failed together do not all come back at the same instant.
 */
export function backoffDelayMs(retryIndex: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retryIndex);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * How long the server asked us to wait: `retry-after-ms` (OpenAI's own), else `Retry-After` in seconds or
 * as an HTTP date. Undefined when it said nothing usable.
 */
export function retryAfterMs(headers: Headers | undefined, now: number): number | undefined {
  const milliseconds = Number(headers?.get('retry-after-ms') ?? Number.NaN);
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const value = headers?.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Waits, unless the caller gives up first. */
export const sleep = (ms: number, signal: AbortSignal): Promise<void> => delay(ms, undefined, { signal });
