import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * better-auth 1.7.7's own tables, as its migration generator prints them. A test compares this schema with
 * what the installed better-auth expects, so an upgrade that needs new columns fails loudly.
 */
export class Accounts1763700000002 implements MigrationInterface {
  name = 'Accounts1763700000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "user" ("id" text NOT NULL PRIMARY KEY, "name" text NOT NULL, "email" text NOT NULL UNIQUE,
        "emailVerified" boolean NOT NULL, "image" text,
        "createdAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL, "updatedAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL)`);
    await queryRunner.query(`
      CREATE TABLE "session" ("id" text NOT NULL PRIMARY KEY, "expiresAt" timestamptz NOT NULL, "token" text NOT NULL UNIQUE,
        "createdAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL, "updatedAt" timestamptz NOT NULL, "ipAddress" text,
        "userAgent" text, "userId" text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE)`);
    await queryRunner.query(`
      CREATE TABLE "account" ("id" text NOT NULL PRIMARY KEY, "accountId" text NOT NULL, "providerId" text NOT NULL,
        "userId" text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE, "accessToken" text, "refreshToken" text,
        "idToken" text, "accessTokenExpiresAt" timestamptz, "refreshTokenExpiresAt" timestamptz, "scope" text,
        "password" text, "createdAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL, "updatedAt" timestamptz NOT NULL)`);
    await queryRunner.query(`
      CREATE TABLE "verification" ("id" text NOT NULL PRIMARY KEY, "identifier" text NOT NULL, "value" text NOT NULL,
        "expiresAt" timestamptz NOT NULL, "createdAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL,
        "updatedAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "session_userId_idx" ON "session" ("userId")`);
    await queryRunner.query(`CREATE INDEX "account_userId_idx" ON "account" ("userId")`);
    await queryRunner.query(`CREATE INDEX "verification_identifier_idx" ON "verification" ("identifier")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "verification"`);
    await queryRunner.query(`DROP TABLE "account"`);
    await queryRunner.query(`DROP TABLE "session"`);
    await queryRunner.query(`DROP TABLE "user"`);
  }
}
