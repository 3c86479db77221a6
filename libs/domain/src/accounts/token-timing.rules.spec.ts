import {
  isTokenExpired,
  nextTokenStep,
  tokenCountsExpiredAt,
  tokenRefreshDueAt,
} from './token-timing.rules.js';

const MINUTE = 60_000;
const expiresAt = Date.parse('2026-11-28T10:00:00Z');

describe('given a session token and its expiry', () => {
  it('when it was just issued, then the refresh is planned 5 minutes before expiry', () => {
    const now = expiresAt - 7 * 24 * 60 * MINUTE;
    expect(tokenRefreshDueAt(expiresAt)).toBe(expiresAt - 5 * MINUTE);
    expect(nextTokenStep(expiresAt, now, false)).toEqual({
      kind: 'refresh',
      inMs: expiresAt - 5 * MINUTE - now,
    });
  });

  it('when the refresh moment has passed, then it refreshes at once', () => {
    expect(nextTokenStep(expiresAt, expiresAt - 2 * MINUTE, false)).toEqual({ kind: 'refresh', inMs: 0 });
  });

  it('when a refresh did not move the expiry, then it waits for the token to count as expired', () => {
    expect(nextTokenStep(expiresAt, expiresAt - 5 * MINUTE, true)).toEqual({
      kind: 'expire',
      inMs: 5 * MINUTE - 30_000,
    });
  });

  it('when 30 s or less are left, then the token counts as expired', () => {
    expect(tokenCountsExpiredAt(expiresAt)).toBe(expiresAt - 30_000);
    expect(isTokenExpired(expiresAt, expiresAt - 30_001)).toBe(false);
    expect(isTokenExpired(expiresAt, expiresAt - 30_000)).toBe(true);
    expect(nextTokenStep(expiresAt, expiresAt - 30_000, false)).toEqual({ kind: 'expired' });
    expect(nextTokenStep(expiresAt, expiresAt + MINUTE, true)).toEqual({ kind: 'expired' });
  });
});
