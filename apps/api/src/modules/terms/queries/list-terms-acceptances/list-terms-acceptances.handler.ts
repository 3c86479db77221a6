import { BadRequestException, Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { isBigintText } from '../../../../infra/http/cursor-fields.js';
import type { TermsAcceptancePage } from '@quiz/contracts';
import { selectTermsAcceptances, type LogPosition } from '../terms-acceptance-rows.js';
import { ListTermsAcceptancesQuery } from './list-terms-acceptances.query.js';

/** Acceptances in log order, keyset-paged by event position so pages stay stable while new ones arrive. */
@QueryHandler(ListTermsAcceptancesQuery)
export class ListTermsAcceptancesHandler implements IQueryHandler<ListTermsAcceptancesQuery> {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async execute({ filter, limit, cursor }: ListTermsAcceptancesQuery): Promise<TermsAcceptancePage> {
    const after = cursor ? decodeCursor(cursor) : null;
    const rows = await selectTermsAcceptances(this.dataSource, filter, after, limit + 1);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map((row) => row.acceptance),
      nextCursor: rows.length > limit && last ? encodeCursor(last.position) : null,
    };
  }
}

function encodeCursor({ commit, prepare }: LogPosition): string {
  return Buffer.from(`${commit}/${prepare}`).toString('base64url');
}

function decodeCursor(cursor: string): LogPosition {
  const match = /^(\d+)\/(-?\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match || !isBigintText(match[1]!) || !isBigintText(match[2]!))
    throw new BadRequestException({ code: 'INVALID_CURSOR', message: 'cursor is not one this api issued.' });
  return { commit: match[1]!, prepare: match[2]! };
}
