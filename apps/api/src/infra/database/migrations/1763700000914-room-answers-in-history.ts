import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Multiplayer answers in the history and streaks (ADR 0144). answer_history rows gain the room they were
 * played in (null: solo). Each of the two projections keeps, in a table of its own (emptied with its other
 * tables on a rebuild), what it has read of every room: its topic, difficulty and questions from RoomCreated
 * and when each question opened, so a QuestionClosed event can be turned into answers.
 */
export class RoomAnswersInHistory1763700000914 implements MigrationInterface {
  name = 'RoomAnswersInHistory1763700000914';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE answer_history ADD COLUMN room_id text`);
    for (const table of ['answer_history_rooms', 'topic_streak_rooms']) {
      await queryRunner.query(`
        CREATE TABLE ${table} (
          room_id text PRIMARY KEY,
          context jsonb NOT NULL,
          opened_at jsonb NOT NULL DEFAULT '{}'::jsonb
        )`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE topic_streak_rooms`);
    await queryRunner.query(`DROP TABLE answer_history_rooms`);
    await queryRunner.query(`ALTER TABLE answer_history DROP COLUMN room_id`);
  }
}
