import { BadRequestException, Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { isStorableText, type UsersPendingTermsPage } from '@quiz/contracts';
import { isExistingUtcInstant } from '../../../../infra/http/cursor-fields.js';
import { ListUsersPendingTermsQuery } from './list-users-pending-terms.query.js';

interface Row {
  user_id: string;
  email: string;
  display_name: string;
  registered_at: Date;
}

interface After {
  registeredAt: string;
  userId: string;
}

/**
 * Registered users (user_directory) with no acceptance of the version (terms_acceptances), oldest
 * registration first, keyset-paged by (registered_at, user_id).
 */
@QueryHandler(ListUsersPendingTermsQuery)
export class ListUsersPendingTermsHandler implements IQueryHandler<ListUsersPendingTermsQuery> {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async execute({ version, limit, cursor }: ListUsersPendingTermsQuery): Promise<UsersPendingTermsPage> {
    const after = cursor ? decodeCursor(cursor) : null;
    const rows: Row[] = await this.dataSource.query(
      `SELECT d.user_id, d.email, d.display_name, d.registered_at
         FROM user_directory d
        WHERE NOT EXISTS (SELECT 1 FROM terms_acceptances t WHERE t.user_id = d.user_id AND t.version = $1)
          AND ($2::timestamptz IS NULL OR (d.registered_at, d.user_id) > ($2::timestamptz, $3::text))
        ORDER BY d.registered_at, d.user_id
        LIMIT $4`,
      [version, after?.registeredAt ?? null, after?.userId ?? null, limit + 1],
    );
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      version,
      items: page.map((row) => ({
        userId: row.user_id,
        email: row.email,
        displayName: row.display_name,
        registeredAt: new Date(row.registered_at).toISOString(),
      })),
      nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
    };
  }
}

function encodeCursor(row: Row): string {
  return Buffer.from(JSON.stringify([new Date(row.registered_at).toISOString(), row.user_id])).toString(
    'base64url',
  );
}

function decodeCursor(cursor: string): After {
  try {
    const [registeredAt, userId] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (
      typeof registeredAt === 'string' &&
      isExistingUtcInstant(registeredAt) &&
      typeof userId === 'string' &&
      isStorableText(userId)
    )
      return { registeredAt, userId };
  } catch {
    // falls through to the 400 below
  }
  throw new BadRequestException({ code: 'INVALID_CURSOR', message: 'cursor is not one this api issued.' });
}
