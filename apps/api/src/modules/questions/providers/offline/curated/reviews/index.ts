import type { BankReview } from './review.js';

/**
 * Reviews of hand-written banks (ADR 0195). A bank listed here must be covered: every question checked by
 * someone other than its writer, no stale check, no rejected question left in the bank. Reviews are written in
 * the reviewer's branch and registered here once the bank and its review are both merged.
 */
export const BANK_REVIEWS: readonly BankReview[] = [];
