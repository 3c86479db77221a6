import fc from 'fast-check';
import { EXPLANATION_READING_SECONDS, QUESTION_TIMER_SECONDS } from './quiz-session.rules.js';
import { resumeRound, type RoundSoFar } from './resumed-round.rules.js';

const t0 = Date.parse('2026-11-24T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const at = (seconds: number) => new Date(t0 + seconds * 1000);
const TIMER_MS = QUESTION_TIMER_SECONDS * 1000;
const READING_MS = EXPLANATION_READING_SECONDS * 1000;

/** A batch of ten issued at t0, the first three answered at 4 s, 10 s and 16 s. */
const batch = (): RoundSoFar => ({
  questions: Array.from({ length: 10 }, (_, i) => ({ questionId: `q${i + 1}`, issuedAt: iso(t0) })),
  answers: [
    { questionId: 'q1', answeredAt: iso(t0 + 4_000) },
    { questionId: 'q2', answeredAt: iso(t0 + 10_000) },
    { questionId: 'q3', answeredAt: iso(t0 + 16_000) },
  ],
});

describe('a resumed round (issue 13 item 5)', () => {
  it('given three answers and question 4 on screen since 18 s, when the tab reloads at 23 s, then question 4 resumes with 10 s left', () => {
    const round = { ...batch(), shown: { questionId: 'q4', at: iso(t0 + 18_000) } };

    const resumed = resumeRound(round, at(23));

    expect(resumed.answered).toEqual(['q1', 'q2', 'q3']);
    expect(resumed.order.slice(0, 4)).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(resumed.current).toEqual({
      questionId: 'q4',
      deadlineAt: t0 + 33_000,
      remainingMs: 10_000,
      timedOut: false,
    });
  });

  it('given no memory of when question 4 was shown, when another device resumes, then the server’s latest moment bounds it and the timer never exceeds 15 s', () => {
    const soon = resumeRound(batch(), at(20));
    expect(soon.current).toMatchObject({ questionId: 'q4', remainingMs: TIMER_MS, timedOut: false });

    // Shown at the latest 60 s after the previous answer (ADR 0130): 16 s + 60 s + 15 s.
    const late = resumeRound(batch(), at(16 + EXPLANATION_READING_SECONDS + 10));
    expect(late.current).toMatchObject({
      deadlineAt: t0 + 16_000 + READING_MS + TIMER_MS,
      remainingMs: 5_000,
    });
  });

  it('given a player away longer than the time left, when the round resumes, then the question on screen counts as timed out', () => {
    const round = { ...batch(), shown: { questionId: 'q4', at: iso(t0 + 18_000) } };

    const resumed = resumeRound(round, at(40));

    expect(resumed.current).toMatchObject({ questionId: 'q4', remainingMs: 0, timedOut: true });
  });

  it('given answers given out of issue order, when the round resumes, then no answered question comes back and the first open one is current', () => {
    const round: RoundSoFar = {
      questions: batch().questions.slice(0, 4),
      answers: [
        { questionId: 'q2', answeredAt: iso(t0 + 3_000) },
        { questionId: 'q4', answeredAt: iso(t0 + 6_000) },
      ],
    };

    const resumed = resumeRound(round, at(7));

    expect(resumed.order).toEqual(['q2', 'q4', 'q1', 'q3']);
    expect(resumed.current?.questionId).toBe('q1');
  });

  it('given every issued question answered, when the round resumes, then nothing is current', () => {
    const round: RoundSoFar = { questions: batch().questions.slice(0, 3), answers: batch().answers };

    expect(resumeRound(round, at(17))).toEqual({
      order: ['q1', 'q2', 'q3'],
      answered: ['q1', 'q2', 'q3'],
      current: null,
    });
  });

  it('given a remembered time for another question, when the round resumes, then that memory is ignored', () => {
    const round = { ...batch(), shown: { questionId: 'q3', at: iso(t0 + 11_000) } };

    expect(resumeRound(round, at(20)).current?.remainingMs).toBe(TIMER_MS);
  });
});

/** Any round: questions issued over time, some answered (in any order, each once or retried), a reload at any time. */
const anyRound = fc
  .record({
    issuedOffsets: fc.array(fc.integer({ min: 0, max: 90_000 }), { minLength: 1, maxLength: 12 }),
    answerPicks: fc.array(fc.record({ pick: fc.nat(), after: fc.integer({ min: 0, max: 120_000 }) }), {
      maxLength: 14,
    }),
    shownAfter: fc.option(fc.integer({ min: -5_000, max: 200_000 }), { nil: null }),
    shownPick: fc.nat(),
  })
  .map(({ issuedOffsets, answerPicks, shownAfter, shownPick }) => {
    const sorted = [...issuedOffsets].sort((a, b) => a - b);
    const questions = sorted.map((offset, i) => ({ questionId: `q${i}`, issuedAt: iso(t0 + offset) }));
    const answers = answerPicks.map(({ pick, after }) => {
      const question = questions[pick % questions.length]!;
      return { questionId: question.questionId, answeredAt: iso(Date.parse(question.issuedAt) + after) };
    });
    const shown =
      shownAfter === null
        ? null
        : { questionId: questions[shownPick % questions.length]!.questionId, at: iso(t0 + shownAfter) };
    return { questions, answers, shown } satisfies RoundSoFar;
  });

describe('resuming at any point (property)', () => {
  it('never grants more time than was left, never re-asks an answered question, never loses an answer', () => {
    fc.assert(
      fc.property(anyRound, fc.integer({ min: 0, max: 400_000 }), (round, nowOffset) => {
        const now = at(nowOffset / 1000);
        const resumed = resumeRound(round, now);
        const answeredIds = new Set(round.answers.map((answer) => answer.questionId));

        // Never loses an answer, never re-asks one: every answered question is in `answered`, none is current.
        expect(new Set(resumed.answered)).toEqual(answeredIds);
        expect(resumed.order.slice(0, resumed.answered.length)).toEqual(resumed.answered);
        // Every issued question is in the round exactly once.
        expect([...resumed.order].sort()).toEqual(round.questions.map((q) => q.questionId).sort());

        const open = round.questions.filter((question) => !answeredIds.has(question.questionId));
        if (open.length === 0) return expect(resumed.current).toBeNull();
        const current = resumed.current!;
        expect(current.questionId).toBe(open[0]!.questionId);
        expect(answeredIds.has(current.questionId)).toBe(false);

        // Never more than the timer, nor than the server's deadline, nor than what the tab saw pass.
        const last = Math.max(...round.answers.map((answer) => Date.parse(answer.answeredAt)), -Infinity);
        const issuedAt = Date.parse(open[0]!.issuedAt);
        const latestShown = Number.isFinite(last) ? Math.max(issuedAt, last + READING_MS) : issuedAt;
        expect(current.remainingMs).toBeGreaterThanOrEqual(0);
        expect(current.remainingMs).toBeLessThanOrEqual(TIMER_MS);
        expect(current.remainingMs).toBeLessThanOrEqual(Math.max(0, latestShown + TIMER_MS - now.getTime()));
        if (round.shown?.questionId === current.questionId) {
          const seen = Date.parse(round.shown.at);
          expect(current.remainingMs).toBeLessThanOrEqual(Math.max(0, seen + TIMER_MS - now.getTime()));
        }
        expect(current.timedOut).toBe(current.remainingMs === 0);
      }),
    );
  });

  it('resuming later never leaves more time than resuming earlier', () => {
    fc.assert(
      fc.property(
        anyRound,
        fc.integer({ min: 0, max: 300_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (round, first, wait) => {
          const earlier = resumeRound(round, at(first / 1000)).current;
          const later = resumeRound(round, at((first + wait) / 1000)).current;
          if (earlier === null) return expect(later).toBeNull();
          expect(later!.questionId).toBe(earlier.questionId);
          expect(later!.remainingMs).toBeLessThanOrEqual(earlier.remainingMs);
        },
      ),
    );
  });
});
