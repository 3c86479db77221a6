import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tells every api node at once when a session stops being valid (sign-out, revocation, token rotation,
 * shortened expiry) or its user's name or e-mail changes, so that nodes may cache verified sessions.
 * The payload is an id, never a token.
 */
export class SessionRevocationFeed1763700000004 implements MigrationInterface {
  name = 'SessionRevocationFeed1763700000004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION quiz_notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'user' THEN
          PERFORM pg_notify('quiz_session_changes', 'user:' || OLD.id);
        ELSE
          PERFORM pg_notify('quiz_session_changes', 'session:' || OLD.id);
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER session_revoked AFTER DELETE ON "session"
        FOR EACH ROW EXECUTE FUNCTION quiz_notify_session_change()`);
    await queryRunner.query(`
      CREATE TRIGGER session_narrowed AFTER UPDATE ON "session" FOR EACH ROW
        WHEN (NEW.token IS DISTINCT FROM OLD.token OR NEW."userId" IS DISTINCT FROM OLD."userId"
              OR NEW."expiresAt" < OLD."expiresAt")
        EXECUTE FUNCTION quiz_notify_session_change()`);
    await queryRunner.query(`
      CREATE TRIGGER user_identity_changed AFTER UPDATE OR DELETE ON "user" FOR EACH ROW
        EXECUTE FUNCTION quiz_notify_session_change()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER user_identity_changed ON "user"`);
    await queryRunner.query(`DROP TRIGGER session_narrowed ON "session"`);
    await queryRunner.query(`DROP TRIGGER session_revoked ON "session"`);
    await queryRunner.query(`DROP FUNCTION quiz_notify_session_change()`);
  }
}
