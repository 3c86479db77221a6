import fc from 'fast-check';
import {
  EXPLANATION_READING_SECONDS,
  judgeAnswerTime,
  QUESTION_TIMER_SECONDS,
  TIME_TAKEN_GRACE_SECONDS,
} from './quiz-session.rules.js';

const t0 = Date.parse('2026-11-24T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const LIMIT = QUESTION_TIMER_SECONDS + TIME_TAKEN_GRACE_SECONDS;

describe('the server’s clock and an answer’s time (ADR 0130)', () => {
  it('given any claim, issue time, previous answer and arrival, then the time recorded is physically possible and a late answer is timed out', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ min: 0, max: 1_000, noNaN: true }), fc.constantFrom(0, 0.2, 15, 1e9)),
        fc.integer({ min: 0, max: 60_000 }), // issued this long after t0
        fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: null }), // previous answer
        fc.integer({ min: 0, max: 120_000 }), // arrival after t0
        (claim, issuedMs, previousMs, arrivalMs) => {
          const issuedAt = t0 + issuedMs;
          const now = new Date(t0 + arrivalMs);
          const judged = judgeAnswerTime(
            claim,
            iso(issuedAt),
            previousMs === null ? null : iso(t0 + previousMs),
            now,
          );
          const shownAt =
            previousMs === null
              ? issuedAt
              : Math.max(issuedAt, t0 + previousMs + EXPLANATION_READING_SECONDS * 1000);
          const sinceShown = (now.getTime() - shownAt) / 1000;
          const sinceIssue = Math.max(0, (now.getTime() - issuedAt) / 1000);
          expect(judged.timedOut).toBe(sinceShown > LIMIT);
          if (judged.timedOut) {
            expect(judged.timeTaken).toBe(QUESTION_TIMER_SECONDS);
            return;
          }
          // Never more than has passed since the issue, nor the timer and its grace.
          expect(judged.timeTaken).toBeLessThanOrEqual(Math.min(sinceIssue, LIMIT) + 0.0005);
          // Never less than has surely passed since the question was on screen, less the latency grace.
          expect(judged.timeTaken).toBeGreaterThanOrEqual(sinceShown - TIME_TAKEN_GRACE_SECONDS - 0.0005);
          // The device's claim stands when it is within both.
          const claimFits =
            claim <= Math.min(sinceIssue, LIMIT) &&
            claim >= Math.max(0, sinceShown - TIME_TAKEN_GRACE_SECONDS);
          if (claimFits) expect(Math.abs(judged.timeTaken - claim)).toBeLessThanOrEqual(0.0005);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('given an answer 25 s after its question was issued claiming 0.5 s, then it is timed out', () => {
    expect(judgeAnswerTime(0.5, iso(t0), null, new Date(t0 + 25_000))).toEqual({
      timedOut: true,
      timeTaken: 15,
    });
  });

  it('given an answer 12 s after issue claiming 0.2 s, then 10 s is recorded (12 s less the 2 s grace)', () => {
    expect(judgeAnswerTime(0.2, iso(t0), null, new Date(t0 + 12_000))).toEqual({
      timedOut: false,
      timeTaken: 10,
    });
  });
});
