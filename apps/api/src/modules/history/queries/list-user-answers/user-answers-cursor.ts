import { BadRequestException } from '@nestjs/common';
import { isBigintText, isExistingUtcInstant } from '../../../../infra/http/cursor-fields.js';

export type SortOrder = 'asc' | 'desc';

/** Where a page ended, in the keyset order (answered at, then log position) the listing is sorted by. */
export interface UserAnswersKey {
  /** The stored time to the microsecond, so the next page starts exactly after it. */
  answeredAt: string;
  commit: string;
  prepare: string;
}

const EXACT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Opaque to clients. It carries its sort order so a cursor is never read in the other direction. */
export function encodeUserAnswersCursor(sort: SortOrder, key: UserAnswersKey): string {
  return Buffer.from(`${sort}|${key.answeredAt}|${key.commit}|${key.prepare}`).toString('base64url');
}

/** The key a cursor names; a 400 for anything this api did not issue or for a cursor of the other order. */
export function decodeUserAnswersCursor(cursor: string, sort: SortOrder): UserAnswersKey {
  const [order, answeredAt, commit, prepare, ...rest] = Buffer.from(cursor, 'base64url')
    .toString()
    .split('|');
  const wellFormed =
    rest.length === 0 &&
    (order === 'asc' || order === 'desc') &&
    EXACT_TIME.test(answeredAt ?? '') &&
    isExistingUtcInstant(answeredAt ?? '') &&
    /^\d+$/.test(commit ?? '') &&
    isBigintText(commit ?? '') &&
    isBigintText(prepare ?? '');
  if (!wellFormed)
    throw new BadRequestException({ code: 'INVALID_CURSOR', message: 'cursor is not one this api issued.' });
  if (order !== sort)
    throw new BadRequestException({
      code: 'INVALID_CURSOR',
      message: `cursor belongs to sort=${order}; start again without a cursor to sort ${sort}.`,
    });
  return { answeredAt: answeredAt!, commit: commit!, prepare: prepare! };
}
