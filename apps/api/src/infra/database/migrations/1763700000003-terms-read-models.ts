import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Read tables built by the user_directory and terms_acceptances projections. */
export class TermsReadModels1763700000003 implements MigrationInterface {
  name = 'TermsReadModels1763700000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE user_directory (
        user_id text PRIMARY KEY,
        email text NOT NULL,
        display_name text NOT NULL,
        registered_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE terms_acceptances (
        user_id text NOT NULL,
        version text NOT NULL,
        accepted_at timestamptz NOT NULL,
        recorded_at timestamptz NOT NULL,
        event_id uuid NOT NULL,
        event_commit bigint NOT NULL,
        event_prepare bigint NOT NULL,
        PRIMARY KEY (user_id, version)
      )`);
    await queryRunner.query(
      `CREATE INDEX terms_acceptances_version_position_idx ON terms_acceptances (version, event_commit, event_prepare)`,
    );
    await queryRunner.query(
      `CREATE INDEX terms_acceptances_position_idx ON terms_acceptances (event_commit, event_prepare)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE terms_acceptances`);
    await queryRunner.query(`DROP TABLE user_directory`);
  }
}
