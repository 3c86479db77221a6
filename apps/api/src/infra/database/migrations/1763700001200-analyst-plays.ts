import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The analysts' list of plays (issue 12): one row per solo round and per game, and who played each, under the
 * pseudonym analysts see (ADR 0190), so a filter by player is an index lookup.
 */
export class AnalystPlays1763700001200 implements MigrationInterface {
  name = 'AnalystPlays1763700001200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE analyst_plays (
        play_id text NOT NULL,
        mode text NOT NULL,
        topic text NOT NULL,
        difficulty text NOT NULL,
        round integer,
        status text NOT NULL,
        started_at timestamptz NOT NULL,
        finished_at timestamptz,
        question_count integer NOT NULL,
        answer_count integer NOT NULL,
        correct_count integer NOT NULL,
        player_count integer NOT NULL,
        applied_revision bigint NOT NULL,
        PRIMARY KEY (mode, play_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX analyst_plays_started_idx ON analyst_plays (started_at DESC, play_id)`,
    );
    // One index per sort the browser offers, and one for the topic prefix filter (bench:analyst, 100,000 plays).
    await queryRunner.query(
      `CREATE INDEX analyst_plays_topic_idx ON analyst_plays (lower(topic), started_at DESC, play_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX analyst_plays_topic_prefix_idx ON analyst_plays (lower(topic) text_pattern_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX analyst_plays_answers_idx ON analyst_plays (answer_count DESC, started_at DESC, play_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX analyst_plays_accuracy_idx ON analyst_plays
         ((correct_count::float / NULLIF(answer_count, 0)) DESC NULLS LAST, started_at DESC, play_id)`,
    );
    await queryRunner.query(`
      CREATE TABLE analyst_play_players (
        mode text NOT NULL,
        play_id text NOT NULL,
        player_key text NOT NULL,
        pseudonym text NOT NULL,
        PRIMARY KEY (mode, play_id, player_key)
      )`);
    await queryRunner.query(
      `CREATE INDEX analyst_play_players_pseudonym_idx ON analyst_play_players (pseudonym)`,
    );
    await queryRunner.query(`CREATE INDEX analyst_play_players_key_idx ON analyst_play_players (player_key)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE analyst_play_players`);
    await queryRunner.query(`DROP TABLE analyst_plays`);
  }
}
