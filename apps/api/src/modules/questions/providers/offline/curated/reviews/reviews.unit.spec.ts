import fc from 'fast-check';
import type { CuratedBank } from '../bank.js';
import { CURATED_BANKS } from '../index.js';
import { BANK_REVIEWS } from './index.js';
import { bankQuestions, reviewedCount, reviewProblems, type BankReview } from './review.js';

const bank: CuratedBank = {
  key: 'sample',
  sections: {
    One: ['e|First question?|A|B;C;D|Because.', 'm|Second question?|A|B;C;D|Because.'],
    Two: ['h|Third question?|A|B;C;D|Because.'],
  },
};
const checks = {
  'First question?': 'Britannica: first',
  'Second question?': 'Encyclopedia: second',
  'Third question?': 'corrected: was B, source says A',
};
const review: BankReview = { bank: 'sample', writer: 'bank-pop', reviewer: 'bank-more', checks };

describe('reviews of hand-written banks (ADR 0195)', () => {
  it('given every registered review, then its bank exists and every question carries an accepted check by another', () => {
    expect(new Set(BANK_REVIEWS.map((r) => r.bank)).size).toBe(BANK_REVIEWS.length);
    for (const r of BANK_REVIEWS) {
      const reviewed = CURATED_BANKS.find((b) => b.key === r.bank);
      expect({ bank: r.bank, exists: reviewed !== undefined }).toEqual({ bank: r.bank, exists: true });
      if (reviewed) expect(reviewProblems(r, reviewed)).toEqual([]);
    }
  });

  it('given a review with a check for every question and nothing else, then it has no problems', () => {
    expect(reviewProblems(review, bank)).toEqual([]);
    expect(reviewedCount([review], [bank])).toBe(3);
  });

  it('given a question without a check, then the review is incomplete', () => {
    const { ['Second question?']: _omitted, ...rest } = checks;
    expect(reviewProblems({ ...review, checks: rest }, bank)).toEqual([
      'sample: no check for "Second question?"',
    ]);
  });

  it('given a check naming no question of the bank, then it is stale', () => {
    const stale = { ...checks, 'A question since removed?': 'Britannica' };
    expect(reviewProblems({ ...review, checks: stale }, bank)).toEqual([
      'sample: stale check for "A question since removed?" (no such question)',
    ]);
  });

  it('given a rejected question still in the bank, then the review fails until it is removed', () => {
    const rejected = { ...checks, 'Third question?': 'REJECT: two options are right' };
    expect(reviewProblems({ ...review, checks: rejected }, bank)).toEqual([
      'sample: rejected "Third question?": REJECT: two options are right',
    ]);
    expect(reviewedCount([{ ...review, checks: rejected }], [bank])).toBe(2);
  });

  it('given the writer as reviewer or an empty check, then the review fails', () => {
    expect(reviewProblems({ ...review, reviewer: ' Bank-Pop ' }, bank)).toEqual([
      "sample: reviewed by its own writer 'bank-pop'",
    ]);
    expect(reviewProblems({ ...review, checks: { ...checks, 'First question?': ' ' } }, bank)).toEqual([
      'sample: empty check for "First question?"',
    ]);
  });

  it('given any bank and any set of checks, then the review passes exactly when its keys are the questions and none is rejected', () => {
    const text = fc.stringMatching(/^[A-Za-z ]{1,12}\?$/);
    fc.assert(
      fc.property(
        fc.uniqueArray(text, { minLength: 1, maxLength: 12 }),
        fc.uniqueArray(text, { maxLength: 4 }),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        (questions, extra, keep, reject) => {
          const generated: CuratedBank = {
            key: 'gen',
            sections: { S: questions.map((q) => `e|${q}|A|B;C;D|E.`) },
          };
          const stale = extra.filter((q) => !questions.includes(q));
          const entries: [string, string][] = [
            ...questions
              .filter((_, i) => keep[i])
              .map((q, i): [string, string] => [q, reject[i] ? 'REJECT: wrong' : 'Source']),
            ...stale.map((q): [string, string] => [q, 'Source']),
          ];
          const r: BankReview = {
            bank: 'gen',
            writer: 'a',
            reviewer: 'b',
            checks: Object.fromEntries(entries),
          };
          const covered =
            questions.every((_, i) => keep[i]) &&
            stale.length === 0 &&
            entries.every(([, c]) => !c.startsWith('REJECT'));
          expect(bankQuestions(generated)).toEqual(questions);
          expect(reviewProblems(r, generated).length === 0).toBe(covered);
          expect(reviewedCount([r], [generated])).toBe(
            entries.filter(([q, c]) => questions.includes(q) && !c.startsWith('REJECT')).length,
          );
        },
      ),
    );
  });
});
