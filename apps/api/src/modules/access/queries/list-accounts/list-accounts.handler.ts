import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AccountsPage } from '@quiz/contracts';
import { DataSource } from 'typeorm';
import { likePrefix } from '../../../../infra/database/like-prefix.js';
import { ListAccountsQuery } from './list-accounts.query.js';

interface RoleCounts {
  all: string;
  player: string;
  analyst: string;
  admin: string;
}

interface AccountRow {
  id: string;
  email: string;
  name: string;
  created_at: Date | string;
  roles: string[] | null;
}

/**
 * Accounts with their granted roles, newest first, searched by the start of an e-mail or a display name.
 * Counts by role are over the search, before the role filter, so the filter's tabs can show them.
 */
@QueryHandler(ListAccountsQuery)
export class ListAccountsHandler implements IQueryHandler<ListAccountsQuery> {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async execute({ filters }: ListAccountsQuery): Promise<AccountsPage> {
    const { q, role, page, pageSize } = filters;
    const params: unknown[] = [];
    const search = q
      ? `WHERE lower(u.email) LIKE $${params.push(likePrefix(q))} ESCAPE '\\'
            OR lower(u.name) LIKE $${params.length} ESCAPE '\\'`
      : '';
    const matching = `
      SELECT u.id, u.email, u.name, u."createdAt" AS created_at,
             array_remove(array_agg(r.role ORDER BY r.role), NULL) AS roles
        FROM "user" u LEFT JOIN user_roles r ON r.user_id = u.id
        ${search}
       GROUP BY u.id`;
    const byRole =
      role === 'all'
        ? ''
        : role === 'player'
          ? 'WHERE cardinality(roles) = 0'
          : `WHERE $${params.push(role)} = ANY(roles)`;
    // One statement, the search run once: the counts come on every row, and on a lone row of nulls when the
    // page is past the end.
    const rows: (Partial<AccountRow> & RoleCounts)[] = await this.dataSource.query(
      `WITH matching AS MATERIALIZED (${matching}),
            counts AS (
              SELECT count(*) AS all,
                     count(*) FILTER (WHERE cardinality(roles) = 0) AS player,
                     count(*) FILTER (WHERE 'analyst' = ANY(roles)) AS analyst,
                     count(*) FILTER (WHERE 'admin' = ANY(roles)) AS admin
                FROM matching)
       SELECT counts.*, p.id, p.email, p.name, p.created_at, p.roles
         FROM counts LEFT JOIN LATERAL (
           SELECT * FROM matching ${byRole}
            ORDER BY created_at DESC, id
            LIMIT $${params.push(pageSize)} OFFSET $${params.push((page - 1) * pageSize)}
         ) p ON true
        ORDER BY p.created_at DESC, p.id`,
      params,
    );
    const counts = rows[0];
    const accounts = rows.filter((row): row is AccountRow & RoleCounts => row.id != null);
    const tally = {
      all: Number(counts?.all ?? 0),
      player: Number(counts?.player ?? 0),
      analyst: Number(counts?.analyst ?? 0),
      admin: Number(counts?.admin ?? 0),
    };
    return {
      items: accounts.map((row) => ({
        userId: row.id,
        email: row.email,
        displayName: row.name,
        roles: ['player', ...(['analyst', 'admin'] as const).filter((r) => row.roles?.includes(r))],
        createdAt: new Date(row.created_at).toISOString(),
      })),
      page,
      pageSize,
      total: role === 'all' ? tally.all : tally[role],
      counts: tally,
    };
  }
}
