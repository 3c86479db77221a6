import { timerAnnouncement } from './announcements.js';

describe('what a screen reader hears of the countdown', () => {
  it('given a fresh 15 s question, then the full time once, then 10, 5 and 3 seconds left', () => {
    const heard = new Set([15, 14, 11, 10, 9, 6, 5, 4, 3, 2, 1].map((s) => timerAnnouncement(s, 15)));
    expect([...heard]).toEqual([
      '15 seconds to answer.',
      '10 seconds left.',
      '5 seconds left.',
      '3 seconds left.',
    ]);
  });

  it('given the host chose 30 s, then the first announcement says 30', () => {
    expect(timerAnnouncement(30, 30)).toBe('30 seconds to answer.');
    expect(timerAnnouncement(22, 30)).toBe('30 seconds to answer.');
  });

  it('given a 10 s question, then "10 seconds left" is not said on top of "10 seconds to answer"', () => {
    expect(timerAnnouncement(10, 10)).toBe('10 seconds to answer.');
    expect(timerAnnouncement(5, 10)).toBe('5 seconds left.');
  });

  it('given the time is up, then it says so', () => {
    expect(timerAnnouncement(0, 15)).toBe("Time's up.");
  });
});
