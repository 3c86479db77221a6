import { BadRequestException, Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { TermsAcceptancePage } from '@quiz/contracts';
import { ListTermsAcceptancesQuery } from './list-terms-acceptances.query.js';

interface Row {
  user_id: string;
  email: string | null;
  version: string;
  accepted_at: Date;
  recorded_at: Date;
  event_commit: string;
  event_prepare: string;
}

/** Acceptances in log order, keyset-paged by event position so pages stay stable while new ones arrive. */
@QueryHandler(ListTermsAcceptancesQuery)
export class ListTermsAcceptancesHandler implements IQueryHandler<ListTermsAcceptancesQuery> {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async execute({ version, limit, cursor }: ListTermsAcceptancesQuery): Promise<TermsAcceptancePage> {
    const after = cursor ? decodeCursor(cursor) : null;
    const rows: Row[] = await this.dataSource.query(
      `SELECT t.user_id, d.email, t.version, t.accepted_at, t.recorded_at,
              t.event_commit::text AS event_commit, t.event_prepare::text AS event_prepare
         FROM terms_acceptances t LEFT JOIN user_directory d ON d.user_id = t.user_id
        WHERE ($1::text IS NULL OR t.version = $1)
          AND ($2::bigint IS NULL OR (t.event_commit, t.event_prepare) > ($2::bigint, $3::bigint))
        ORDER BY t.event_commit, t.event_prepare
        LIMIT $4`,
      [version ?? null, after?.commit ?? null, after?.prepare ?? null, limit + 1],
    );
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map((row) => ({
        userId: row.user_id,
        email: row.email,
        version: row.version,
        acceptedAt: new Date(row.accepted_at).toISOString(),
        recordedAt: new Date(row.recorded_at).toISOString(),
        eventPosition: `${row.event_commit}/${row.event_prepare}`,
      })),
      nextCursor: rows.length > limit && last ? encodeCursor(last.event_commit, last.event_prepare) : null,
    };
  }
}

function encodeCursor(commit: string, prepare: string): string {
  return Buffer.from(`${commit}/${prepare}`).toString('base64url');
}

function decodeCursor(cursor: string): { commit: string; prepare: string } {
  const match = /^(\d+)\/(-?\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match)
    throw new BadRequestException({ code: 'INVALID_CURSOR', message: 'cursor is not one this api issued.' });
  return { commit: match[1]!, prepare: match[2]! };
}
