/**
 * Checks for the fields of the opaque cursors the api issues. A cursor comes back from the client, so what it
 * decodes to is input: it must name values PostgreSQL accepts, or the query fails with a 500 (ADR 0125).
 */

const BIGINT_MIN = -(2n ** 63n);
const BIGINT_MAX = 2n ** 63n - 1n;

/** Decimal text that fits PostgreSQL's `bigint`. */
export function isBigintText(text: string): boolean {
  if (!/^-?\d{1,19}$/.test(text)) return false;
  const value = BigInt(text);
  return value >= BIGINT_MIN && value <= BIGINT_MAX;
}

const UTC_INSTANT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.\d{1,6})?Z$/;

/**
 * An instant written as `toISOString()` writes it (to the microsecond at most), on a day that exists
 * (no 2026-02-30, no hour 99), in the years 0001–9999 that both JavaScript and PostgreSQL read the same way.
 */
export function isExistingUtcInstant(text: string): boolean {
  const seconds = UTC_INSTANT.exec(text)?.[1];
  if (!seconds || seconds.startsWith('0000')) return false;
  const date = new Date(`${seconds}.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString() === `${seconds}.000Z`;
}
