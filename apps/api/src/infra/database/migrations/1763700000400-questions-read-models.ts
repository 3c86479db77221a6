import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Read tables built by the issued_questions and question_pool projections. */
export class QuestionsReadModels1763700000400 implements MigrationInterface {
  name = 'QuestionsReadModels1763700000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE issued_questions (
        user_id text NOT NULL,
        question_id uuid NOT NULL,
        batch_id text NOT NULL,
        position int NOT NULL,
        topic_key text NOT NULL,
        topic text NOT NULL,
        difficulty text NOT NULL,
        question text NOT NULL,
        identity text NOT NULL,
        options jsonb NOT NULL,
        correct text NOT NULL,
        explanation text NOT NULL,
        subtopic text NOT NULL,
        source text NOT NULL,
        issued_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, question_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX issued_questions_user_topic_idx ON issued_questions (user_id, topic_key)`,
    );
    await queryRunner.query(`
      CREATE TABLE question_pool (
        topic_key text NOT NULL,
        question_id uuid NOT NULL,
        topic text NOT NULL,
        difficulty text NOT NULL,
        question text NOT NULL,
        identity text NOT NULL,
        options jsonb NOT NULL,
        correct text NOT NULL,
        explanation text NOT NULL,
        subtopic text NOT NULL,
        source text NOT NULL,
        generated_at timestamptz NOT NULL,
        PRIMARY KEY (topic_key, question_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX question_pool_topic_difficulty_idx ON question_pool (topic_key, difficulty)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE question_pool`);
    await queryRunner.query(`DROP TABLE issued_questions`);
  }
}
