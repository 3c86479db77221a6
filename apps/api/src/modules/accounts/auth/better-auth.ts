import { betterAuth } from 'better-auth';
import { bearer } from 'better-auth/plugins';
import { Kysely, PostgresDialect } from 'kysely';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@quiz/domain';
import type { SqlPool } from '../../../infra/database/sql-pool.js';

export interface NewAccount {
  id: string;
  email: string;
  name: string;
}

/**
 * E-mail and password accounts through better-auth. Its tables are created by our own migrations, sessions
 * travel as Bearer tokens (the bearer plugin), and every new account is reported to `onAccountCreated`, which
 * records UserRegistered in the event log.
 */
export function createAuth(options: {
  pool: SqlPool;
  secret: string;
  baseURL: string;
  trustedOrigins?: string[];
  onAccountCreated: (account: NewAccount) => Promise<void>;
}) {
  return betterAuth({
    // A Kysely instance rather than the bare pool: better-auth 1.7.7's schema check needs one.
    database: {
      db: new Kysely({ dialect: new PostgresDialect({ pool: options.pool as never }) }),
      type: 'postgres',
    },
    secret: options.secret,
    baseURL: options.baseURL,
    basePath: '/api/auth',
    telemetry: { enabled: false },
    trustedOrigins: options.trustedOrigins ?? [options.baseURL],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    plugins: [bearer()],
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await options.onAccountCreated({ id: user.id, email: user.email, name: user.name });
          },
        },
      },
    },
    logger: { level: 'error' },
  });
}

export type Auth = ReturnType<typeof createAuth>;

export interface AuthenticatedUser {
  id: string;
  email: string;
  displayName: string;
  sessionId: string;
}
