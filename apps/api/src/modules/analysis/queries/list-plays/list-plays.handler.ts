import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PlaysPage, PlaySummary } from '@quiz/contracts';
import { DataSource } from 'typeorm';
import { likePrefix } from '../../../../infra/database/like-prefix.js';
import { PlayerLabels } from '../../player-labels.js';
import { ListPlaysQuery } from './list-plays.query.js';

/** Players named on each row of the list; a game's full roster is in its replay. */
const PLAYERS_SHOWN = 5;

const ORDER_BY: Record<string, string> = {
  newest: 'p.started_at DESC, p.play_id',
  oldest: 'p.started_at ASC, p.play_id',
  topic: 'lower(p.topic), p.started_at DESC, p.play_id',
  answers: 'p.answer_count DESC, p.started_at DESC, p.play_id',
  accuracy: `(p.correct_count::float / NULLIF(p.answer_count, 0)) DESC NULLS LAST, p.started_at DESC, p.play_id`,
};

interface PlayRow {
  mode: 'solo' | 'game';
  play_id: string;
  topic: string;
  difficulty: string;
  round: number | null;
  status: 'in-progress' | 'finished';
  started_at: Date | string;
  finished_at: Date | string | null;
  question_count: number;
  answer_count: number;
  correct_count: number;
  player_count: number;
}

@QueryHandler(ListPlaysQuery)
export class ListPlaysHandler implements IQueryHandler<ListPlaysQuery> {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly labels: PlayerLabels,
  ) {}

  async execute({ caller, filters }: ListPlaysQuery): Promise<PlaysPage> {
    const empty: PlaysPage = {
      counts: { all: 0, solo: 0, game: 0 },
      total: 0,
      page: filters.page,
      pageSize: filters.pageSize,
      items: [],
    };
    const params: unknown[] = [];
    const where: string[] = [];
    const bind = (value: unknown) => `$${params.push(value)}`;
    if (filters.topic) where.push(`lower(p.topic) LIKE ${bind(likePrefix(filters.topic))}`);
    if (filters.difficulty) where.push(`p.difficulty = ${bind(filters.difficulty)}`);
    if (filters.from) where.push(`p.started_at >= ${bind(filters.from)}::timestamptz`);
    if (filters.to) where.push(`p.started_at < ${bind(filters.to)}::timestamptz`);
    if (filters.player) {
      const condition = await this.labels.playerCondition(caller, filters.player);
      if (!condition) return empty;
      where.push(
        `EXISTS (SELECT 1 FROM analyst_play_players pp WHERE pp.mode = p.mode AND pp.play_id = p.play_id
                   AND pp.${condition.column} = ${bind(condition.value)})`,
      );
    }
    const filtered = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const countRows: { mode: 'solo' | 'game'; n: number }[] = await this.dataSource.query(
      `SELECT p.mode, count(*)::int AS n FROM analyst_plays p ${filtered} GROUP BY p.mode`,
      params,
    );
    const counts = { all: 0, solo: 0, game: 0 };
    for (const row of countRows) {
      counts[row.mode] = row.n;
      counts.all += row.n;
    }
    const modeFilter =
      filters.mode === 'all' ? '' : `${where.length ? 'AND' : 'WHERE'} p.mode = ${bind(filters.mode)}`;
    const rows: PlayRow[] = await this.dataSource.query(
      `SELECT p.mode, p.play_id, p.topic, p.difficulty, p.round, p.status, p.started_at, p.finished_at,
              p.question_count, p.answer_count, p.correct_count, p.player_count
         FROM analyst_plays p ${filtered} ${modeFilter}
        ORDER BY ${ORDER_BY[filters.sort]} LIMIT ${bind(filters.pageSize)} OFFSET ${bind((filters.page - 1) * filters.pageSize)}`,
      params,
    );
    const players = await this.playersOf(rows);
    const label = await this.labels.labellerFor(caller, [...players.values()].flat());
    return {
      counts,
      total: filters.mode === 'all' ? counts.all : counts[filters.mode],
      page: filters.page,
      pageSize: filters.pageSize,
      items: rows.map((row): PlaySummary => ({
        mode: row.mode,
        id: row.play_id,
        topic: row.topic,
        difficulty: row.difficulty,
        round: row.round,
        status: row.status,
        startedAt: new Date(row.started_at).toISOString(),
        finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
        questionCount: row.question_count,
        answerCount: row.answer_count,
        correctCount: row.correct_count,
        players: (players.get(`${row.mode}/${row.play_id}`) ?? []).map((key) => label(key)),
        playerCount: row.player_count,
      })),
    };
  }

  private async playersOf(rows: PlayRow[]): Promise<Map<string, string[]>> {
    if (rows.length === 0) return new Map();
    const found: { mode: string; play_id: string; player_key: string }[] = await this.dataSource.query(
      `SELECT k.mode, k.play_id, pp.player_key
         FROM jsonb_to_recordset($1::jsonb) AS k(mode text, play_id text)
         CROSS JOIN LATERAL (SELECT player_key FROM analyst_play_players pp
                              WHERE pp.mode = k.mode AND pp.play_id = k.play_id
                              ORDER BY player_key LIMIT ${PLAYERS_SHOWN}) pp`,
      [JSON.stringify(rows.map(({ mode, play_id }) => ({ mode, play_id })))],
    );
    const players = new Map<string, string[]>();
    for (const row of found) {
      const key = `${row.mode}/${row.play_id}`;
      players.set(key, [...(players.get(key) ?? []), row.player_key]);
    }
    return players;
  }
}
