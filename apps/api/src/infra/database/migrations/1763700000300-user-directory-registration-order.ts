import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The terms audit pages users who have not accepted by registration order: keyset on this index. */
export class UserDirectoryRegistrationOrder1763700000300 implements MigrationInterface {
  name = 'UserDirectoryRegistrationOrder1763700000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX user_directory_registered_idx ON user_directory (registered_at, user_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX user_directory_registered_idx`);
  }
}
