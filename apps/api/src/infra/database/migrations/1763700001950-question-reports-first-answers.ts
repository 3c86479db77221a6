import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Question reports count first answers only (ADR 0191): like the history and the streaks, the reports keep the
 * questions issued again by player and batch, in a table of their own emptied with their other tables on a
 * rebuild.
 */
export class QuestionReportsFirstAnswers1763700001950 implements MigrationInterface {
  name = 'QuestionReportsFirstAnswers1763700001950';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE question_report_repeats (
        user_id text NOT NULL,
        batch_id text NOT NULL,
        question_id text NOT NULL,
        PRIMARY KEY (user_id, batch_id, question_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE question_report_repeats`);
  }
}
