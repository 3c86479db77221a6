import { betterAuth } from 'better-auth';
import { bearer, oauthPopup } from 'better-auth/plugins';
import { Kysely, PostgresDialect } from 'kysely';
import { DEFAULT_INTERNAL_EMAIL_DOMAIN, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@quiz/domain';
import type { IdentityConfig } from '../../../config/identity-config.js';
import type { SqlPool } from '../../../infra/database/sql-pool.js';
import { RESET_LINK_LIFETIME_SECONDS } from '../password-reset/reset-password-mail.js';
import { socialSignInOptions } from './social-providers.js';
import { testAccountPasswordHook } from './test-account-password.hook.js';

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
  /** Test-style e-mails on this domain get the stricter password rules (ADR 0040). */
  internalEmailDomain?: string;
  onAccountCreated: (account: NewAccount) => Promise<void>;
  /** Sends the reset mail; better-auth calls it only for e-mails that have an account. */
  sendResetPassword?: (data: { user: { email: string; name: string }; token: string }) => Promise<void>;
  social?: IdentityConfig['social'];
}) {
  const social = socialSignInOptions(options.social ?? {});
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
    // A profile edit is an event on the user's stream (PATCH /api/user/me, ADR 0092); better-auth's own edit
    // would change the name behind the user directory's back and take any image address.
    disabledPaths: ['/update-user'],
    trustedOrigins: options.trustedOrigins ?? [options.baseURL],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      sendResetPassword: options.sendResetPassword,
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_SECONDS,
      // Whoever knew the old password is signed out everywhere once the owner resets it.
      revokeSessionsOnPasswordReset: true,
    },
    socialProviders: social.socialProviders,
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    // oauthPopup: the social sign-in popup ends on a page that posts the session token to our own origin.
    plugins: [bearer(), oauthPopup(), ...social.plugins],
    hooks: { before: testAccountPasswordHook(options.internalEmailDomain ?? DEFAULT_INTERNAL_EMAIL_DOMAIN) },
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
  /** Roles granted beyond player (analyst, admin), from the user_roles read model. */
  roles: readonly string[];
}
