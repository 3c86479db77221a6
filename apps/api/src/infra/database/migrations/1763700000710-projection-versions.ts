import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each projection's checkpoint records the version of the code its rows were built by, and whether a rebuild
 * from position 0 is under way (ADR 0110). Rows that exist already get no version: they were built while the
 * log was read in text order, so every projection that has one is rebuilt at the next start.
 */
export class ProjectionVersions1763700000710 implements MigrationInterface {
  name = 'ProjectionVersions1763700000710';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE projection_checkpoints
        ADD COLUMN version integer,
        ADD COLUMN rebuild_started_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE projection_checkpoints DROP COLUMN rebuild_started_at, DROP COLUMN version`);
  }
}
