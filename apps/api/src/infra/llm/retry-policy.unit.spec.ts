import { backoffDelayMs, retryAfterMs, type RetryPolicy } from './retry-policy.js';

const policy: RetryPolicy = { maxRetries: 5, baseDelayMs: 500, maxDelayMs: 8000, maxRetryAfterMs: 20_000 };

describe('backoffDelayMs', () => {
  it('doubles the ceiling with each retry and draws between half of it and all of it', () => {
    expect([0, 1, 2, 3].map((i) => backoffDelayMs(i, policy, () => 0))).toEqual([250, 500, 1000, 2000]);
    expect([0, 1, 2, 3].map((i) => backoffDelayMs(i, policy, () => 0.999999))).toEqual([
      500, 1000, 2000, 4000,
    ]);
  });

  it('never exceeds the cap', () => {
    expect(backoffDelayMs(10, policy, () => 0.999999)).toBe(8000);
    expect(backoffDelayMs(10, policy, () => 0)).toBe(4000);
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');

  it.each([
    [{ 'retry-after': '3' }, 3000],
    [{ 'retry-after': '0.5' }, 500],
    [{ 'retry-after-ms': '250', 'retry-after': '3' }, 250],
    [{ 'retry-after': 'Sat, 21 Nov 2026 10:00:07 GMT' }, 7000],
    [{ 'retry-after': 'Sat, 21 Nov 2026 09:59:00 GMT' }, 0],
    [{ 'retry-after': 'soon' }, undefined],
    [{}, undefined],
  ])('reads %j as %s ms', (headers, expected) => {
    expect(retryAfterMs(new Headers(headers), now)).toBe(expected);
  });
});
