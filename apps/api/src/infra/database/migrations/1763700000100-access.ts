import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The user_roles read model (granted roles only: every account is a player without a row), and the table of
 * redeemed bot-check solutions that makes a solved challenge single-use on every node.
 */
export class Access1763700000100 implements MigrationInterface {
  name = 'Access1763700000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE user_roles (
        user_id text NOT NULL,
        role text NOT NULL,
        granted_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, role)
      )`);
    // A role change must reach cached sessions at once, as a sign-out does: same feed, same payload.
    await queryRunner.query(`
      CREATE FUNCTION quiz_notify_role_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('quiz_session_changes', 'user:' || COALESCE(NEW.user_id, OLD.user_id));
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER user_roles_changed AFTER INSERT OR UPDATE OR DELETE ON user_roles
        FOR EACH ROW EXECUTE FUNCTION quiz_notify_role_change()`);
    await queryRunner.query(`
      CREATE TABLE bot_check_redemptions (
        redemption_key text PRIMARY KEY,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX bot_check_redemptions_expiry_idx ON bot_check_redemptions (expires_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE bot_check_redemptions`);
    await queryRunner.query(`DROP TRIGGER user_roles_changed ON user_roles`);
    await queryRunner.query(`DROP FUNCTION quiz_notify_role_change()`);
    await queryRunner.query(`DROP TABLE user_roles`);
  }
}
