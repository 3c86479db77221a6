import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { streakTopicKey } from '@quiz/domain';
import type { LeaderboardRow } from '@quiz/contracts';
import { DataSource } from 'typeorm';
import { GetLeaderboardQuery } from './get-leaderboard.query.js';

/**
 * The best streaks, longest first; among equal streaks whoever reached theirs first ranks higher. Names come
 * from the user directory, so a renamed player shows the new name. Runs of nothing (every answer wrong) are
 * not ranked.
 */
@QueryHandler(GetLeaderboardQuery)
export class GetLeaderboardHandler implements IQueryHandler<GetLeaderboardQuery> {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async execute({ topic, limit }: GetLeaderboardQuery): Promise<LeaderboardRow[]> {
    const params: unknown[] = [limit];
    const topicCondition =
      topic === undefined ? '' : `AND s.topic_key = $${params.push(streakTopicKey(topic))}`;
    const rows: { user_id: string; display_name: string; topic: string; best_streak: number }[] =
      await this.dataSource.query(
        `SELECT s.user_id, d.display_name, s.topic, s.best_streak
           FROM topic_streaks s JOIN user_directory d ON d.user_id = s.user_id
          WHERE s.best_streak > 0 ${topicCondition}
          ORDER BY s.best_streak DESC, s.best_reached_at, s.user_id, s.topic_key
          LIMIT $1`,
        params,
      );
    return rows.map((row) => ({
      userId: row.user_id,
      displayName: row.display_name,
      topic: row.topic,
      bestStreak: row.best_streak,
    }));
  }
}
