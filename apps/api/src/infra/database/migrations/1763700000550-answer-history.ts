import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The answer_history read table (ADR 0075): one row per QuestionAnswered event. `search` is a generated
 * tsvector over the question, its options, the explanation, the topic and the subtopic, so the projection
 * never computes it and a rebuild cannot get it wrong; it is indexed together with user_id. Every btree index ends in the keyset
 * (answered_at, event_commit, event_prepare), so each filter reads one page in order, forwards or backwards.
 */
export class AnswerHistory1763700000550 implements MigrationInterface {
  name = 'AnswerHistory1763700000550';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE answer_history (
        event_id uuid PRIMARY KEY,
        event_commit bigint NOT NULL,
        event_prepare bigint NOT NULL,
        session_id text NOT NULL,
        user_id text NOT NULL,
        question_id text NOT NULL,
        question text NOT NULL,
        option_a text NOT NULL,
        option_b text NOT NULL,
        option_c text NOT NULL,
        option_d text NOT NULL,
        correct text NOT NULL,
        explanation text NOT NULL,
        topic text NOT NULL,
        difficulty text NOT NULL,
        subtopic text NOT NULL,
        selected_answer text,
        is_correct boolean NOT NULL,
        time_taken double precision NOT NULL,
        answered_at timestamptz NOT NULL,
        search tsvector GENERATED ALWAYS AS (
          to_tsvector('english'::regconfig,
            question || ' ' || option_a || ' ' || option_b || ' ' || option_c || ' ' || option_d || ' ' ||
            explanation || ' ' || topic || ' ' || subtopic)
        ) STORED
      )`);
    await queryRunner.query(
      `CREATE INDEX answer_history_user_time_idx
         ON answer_history (user_id, answered_at, event_commit, event_prepare)`,
    );
    await queryRunner.query(
      `CREATE INDEX answer_history_user_incorrect_idx
         ON answer_history (user_id, answered_at, event_commit, event_prepare) WHERE NOT is_correct`,
    );
    await queryRunner.query(
      `CREATE INDEX answer_history_user_topic_idx
         ON answer_history (user_id, lower(topic), answered_at, event_commit, event_prepare)`,
    );
    await queryRunner.query(
      `CREATE INDEX answer_history_user_subtopic_idx
         ON answer_history (user_id, lower(subtopic), answered_at, event_commit, event_prepare)`,
    );
    // btree_gin lets one GIN index hold the player and the words, so a search reads only the caller's
    // matching answers. It goes to public whatever the search_path: test and bench schemas are dropped with
    // CASCADE, which must not take a shared extension (and other schemas' indexes) with them. Two migrations
    // racing to create it is harmless.
    await queryRunner.query(`
      DO $$ BEGIN
        CREATE EXTENSION IF NOT EXISTS btree_gin SCHEMA public;
      EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE INDEX answer_history_user_search_idx ON answer_history USING gin (user_id, search)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE answer_history`);
  }
}
