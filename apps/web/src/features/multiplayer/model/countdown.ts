/**
 * The countdown is the server's deadline, not a timer of the page's own: a reload, a sleeping phone or a late
 * question all show the time the server will actually allow.
 */

/**
 * How far the server's clock is ahead of this device's, from a server timestamp that arrived with a message.
 * Half the round trip (when known) is added to the server time, the usual NTP-style estimate.
 */
export function clockOffsetMs(serverNow: number, receivedAt: number, roundTripMs = 0): number {
  return serverNow + Math.max(0, roundTripMs) / 2 - receivedAt;
}

/**
 * Milliseconds left until `deadline` (server epoch ms) at the device time `now`, corrected by the clock offset and
 * kept within [0, durationMs] so a device whose clock is off never shows more time than a question has.
 */
export function remainingMs(deadline: number, now: number, offsetMs: number, durationMs: number): number {
  const left = deadline - (now + offsetMs);
  if (!Number.isFinite(left)) return 0;
  return Math.min(Math.max(0, durationMs), Math.max(0, left));
}

/** Whole seconds shown on the ring: 14.2 s left reads 15, as a countdown does, and 0 only when time is up. */
export const secondsShown = (ms: number): number => Math.ceil(Math.max(0, ms) / 1000);
