import type { CuratedBank } from '../bank.js';

/**
 * A reviewer's record of a hand-written bank (ADR 0195): for every question, keyed by its exact text, the second
 * source the reviewer checked the fact against, or a note ('corrected: was X, source says Y'). A check that
 * starts with 'REJECT' marks a question the reviewer found wrong, ambiguous or with a giveaway option; it fails
 * the suite until the question is removed or fixed and checked again.
 */
export interface BankReview {
  bank: string;
  writer: string;
  reviewer: string;
  checks: Readonly<Record<string, string>>;
}

export const REJECT = /^\s*REJECT\b/i;

/** The question texts of a bank, in file order. */
export function bankQuestions(bank: CuratedBank): string[] {
  return Object.values(bank.sections).flatMap((lines) => lines.map((line) => line.split('|')[1] ?? ''));
}

/**
 * What is wrong with a review of a bank: a question without a check, a check naming no question of the bank
 * (stale), an empty check, a rejected question still in the bank, or a writer reviewing their own bank.
 * Empty when the review covers the bank.
 */
export function reviewProblems(review: BankReview, bank: CuratedBank): string[] {
  const problems: string[] = [];
  if (review.bank !== bank.key)
    problems.push(`review of '${review.bank}' checked against bank '${bank.key}'`);
  const writer = review.writer.trim().toLowerCase();
  const reviewer = review.reviewer.trim().toLowerCase();
  if (!writer || !reviewer) problems.push(`${bank.key}: writer and reviewer must be named`);
  else if (writer === reviewer) problems.push(`${bank.key}: reviewed by its own writer '${review.writer}'`);
  const questions = bankQuestions(bank);
  const asked = new Set(questions);
  for (const question of questions) {
    const check = Object.prototype.hasOwnProperty.call(review.checks, question)
      ? review.checks[question]
      : undefined;
    if (check === undefined) problems.push(`${bank.key}: no check for "${question}"`);
    else if (check.trim() === '') problems.push(`${bank.key}: empty check for "${question}"`);
    else if (REJECT.test(check)) problems.push(`${bank.key}: rejected "${question}": ${check}`);
  }
  for (const question of Object.keys(review.checks))
    if (!asked.has(question)) problems.push(`${bank.key}: stale check for "${question}" (no such question)`);
  return problems;
}

/** How many questions of the banks carry an accepted check (not a rejection) in a review of their bank. */
export function reviewedCount(reviews: readonly BankReview[], banks: readonly CuratedBank[]): number {
  let n = 0;
  for (const bank of banks) {
    const review = reviews.find((r) => r.bank === bank.key);
    if (!review) continue;
    for (const question of bankQuestions(bank)) {
      const check = Object.prototype.hasOwnProperty.call(review.checks, question)
        ? review.checks[question]
        : undefined;
      if (check !== undefined && check.trim() !== '' && !REJECT.test(check)) n++;
    }
  }
  return n;
}
