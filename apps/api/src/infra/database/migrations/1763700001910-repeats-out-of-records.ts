import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Repeats out of the player's records (ADR 0191). answer_history rows say whether the question had been asked
 * to the player before; the history and the streaks each keep, in a table of their own (emptied with their
 * other tables on a rebuild), the questions issued again by player and batch, which is how an answer is known
 * to be a repeat's.
 */
export class RepeatsOutOfRecords1763700001910 implements MigrationInterface {
  name = 'RepeatsOutOfRecords1763700001910';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE answer_history ADD COLUMN repeat boolean NOT NULL DEFAULT false`);
    for (const table of ['answer_history_repeats', 'topic_streak_repeats']) {
      await queryRunner.query(`
        CREATE TABLE ${table} (
          user_id text NOT NULL,
          batch_id text NOT NULL,
          question_id text NOT NULL,
          PRIMARY KEY (user_id, batch_id, question_id)
        )`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE topic_streak_repeats`);
    await queryRunner.query(`DROP TABLE answer_history_repeats`);
    await queryRunner.query(`ALTER TABLE answer_history DROP COLUMN repeat`);
  }
}
