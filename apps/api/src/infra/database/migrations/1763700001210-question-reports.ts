import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The analysts' question reports (issue 12): per question, how often it was answered, right, timed out, how
 * long answers took (total and an eight-bucket distribution) and how often each option was picked, by its
 * text (options are shuffled per player). `last_commit`/`last_prepare`: the last answer folded in. `flags` and
 * `measured_difficulty` are the domain's verdict on those figures, kept so a report filters on them.
 */
export class QuestionReports1763700001210 implements MigrationInterface {
  name = 'QuestionReports1763700001210';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE question_report_stats (
        question_id text PRIMARY KEY,
        question text NOT NULL,
        topic text NOT NULL,
        subtopic text NOT NULL,
        difficulty text NOT NULL,
        key_text text NOT NULL,
        asked integer NOT NULL,
        right_count integer NOT NULL,
        timeouts integer NOT NULL,
        total_time double precision NOT NULL,
        time_buckets integer[] NOT NULL,
        last_commit bigint NOT NULL,
        last_prepare bigint NOT NULL,
        flags text[] NOT NULL DEFAULT '{}',
        measured_difficulty text
      )`);
    await queryRunner.query(
      `CREATE INDEX question_report_stats_topic_idx ON question_report_stats (lower(topic), subtopic, difficulty)`,
    );
    await queryRunner.query(`
      CREATE TABLE question_report_options (
        question_id text NOT NULL,
        option_text text NOT NULL,
        picks integer NOT NULL,
        PRIMARY KEY (question_id, option_text)
      )`);
    await queryRunner.query(`
      CREATE TABLE question_report_rooms (
        room_id text PRIMARY KEY,
        context jsonb NOT NULL,
        opened_at jsonb NOT NULL DEFAULT '{}'::jsonb
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE question_report_rooms`);
    await queryRunner.query(`DROP TABLE question_report_options`);
    await queryRunner.query(`DROP TABLE question_report_stats`);
  }
}
