import fc from 'fast-check';
import { clockOffsetMs, remainingMs, secondsShown } from './countdown.js';

describe('the countdown from the server deadline', () => {
  it('given a device clock in step with the server, then the time left is the deadline minus now', () => {
    expect(remainingMs(20_000, 5_000, 0, 15_000)).toBe(15_000);
    expect(remainingMs(20_000, 12_500, 0, 15_000)).toBe(7_500);
  });

  it('given a device clock 3 s behind the server, then the offset makes up for it', () => {
    const offset = clockOffsetMs(10_000, 7_000);
    expect(offset).toBe(3_000);
    expect(remainingMs(20_000, 7_000, offset, 15_000)).toBe(10_000);
  });

  it('given the round trip, then half of it is added to the server time', () => {
    expect(clockOffsetMs(10_000, 7_000, 200)).toBe(3_100);
    expect(clockOffsetMs(10_000, 7_000, -50)).toBe(3_000);
  });

  it('given a page reloaded mid-question, then it shows only the time the server still allows', () => {
    // The question opened at 0 with 15 s; the page comes back at 11.2 s.
    expect(secondsShown(remainingMs(15_000, 11_200, 0, 15_000))).toBe(4);
  });

  it('given a deadline passed, then 0 and never a negative time', () => {
    expect(remainingMs(20_000, 25_000, 0, 15_000)).toBe(0);
    expect(secondsShown(0)).toBe(0);
  });

  it('given a device clock far behind, then it never shows more than the question has', () => {
    expect(remainingMs(20_000, 0, 0, 15_000)).toBe(15_000);
  });

  it('given any deadline, clock and offset, then the time left is within [0, duration] and never grows as time passes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2e12 }),
        fc.integer({ min: 0, max: 2e12 }),
        fc.integer({ min: -1e7, max: 1e7 }),
        fc.integer({ min: 1_000, max: 60_000 }),
        fc.nat(100_000),
        (deadline, now, offset, duration, later) => {
          const first = remainingMs(deadline, now, offset, duration);
          const second = remainingMs(deadline, now + later, offset, duration);
          expect(first).toBeGreaterThanOrEqual(0);
          expect(first).toBeLessThanOrEqual(duration);
          expect(second).toBeLessThanOrEqual(first);
        },
      ),
    );
  });

  it('given a time left, then the ring shows whole seconds rounded up', () => {
    expect(secondsShown(14_200)).toBe(15);
    expect(secondsShown(15_000)).toBe(15);
    expect(secondsShown(1)).toBe(1);
  });
});
