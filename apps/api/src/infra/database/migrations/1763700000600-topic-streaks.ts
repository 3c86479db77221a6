import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The topic_streaks read table (ADR 0090): one row per player and topic with the current and best run of
 * correct answers. `last_commit`/`last_prepare` is the log position of the last answer folded in, so a replayed
 * event is recognised and skipped. The leaderboard reads it best first, over all topics or one.
 */
export class TopicStreaks1763700000600 implements MigrationInterface {
  name = 'TopicStreaks1763700000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE topic_streaks (
        user_id text NOT NULL,
        topic_key text NOT NULL,
        topic text NOT NULL,
        current_streak integer NOT NULL,
        best_streak integer NOT NULL,
        best_reached_at timestamptz,
        last_commit bigint NOT NULL,
        last_prepare bigint NOT NULL,
        PRIMARY KEY (user_id, topic_key)
      )`);
    await queryRunner.query(
      `CREATE INDEX topic_streaks_ranking_idx
         ON topic_streaks (best_streak DESC, best_reached_at, user_id, topic_key) WHERE best_streak > 0`,
    );
    await queryRunner.query(
      `CREATE INDEX topic_streaks_topic_ranking_idx
         ON topic_streaks (topic_key, best_streak DESC, best_reached_at, user_id) WHERE best_streak > 0`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE topic_streaks`);
  }
}
