import { betterAuth } from 'better-auth';
import { bearer, oauthPopup } from 'better-auth/plugins';
import { Kysely, PostgresDialect } from 'kysely';
import { DEFAULT_INTERNAL_EMAIL_DOMAIN, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@quiz/domain';
import type { AppConfig } from '../../../config/app-config.js';
import type { IdentityConfig } from '../../../config/identity-config.js';
import type { SqlPool } from '../../../infra/database/sql-pool.js';
import { RateLimits } from '../../access/abuse/rate-limits.js';
import { signInThrottle } from '../../access/abuse/sign-in-throttle.plugin.js';
import { RESET_LINK_LIFETIME_SECONDS } from '../password-reset/reset-password-mail.js';
import { betterAuthLogging } from './better-auth-logging.js';
import { redirectTargetsChecked } from './redirect-targets.plugin.js';
import { profileRules } from './profile-rules.plugin.js';
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
  /** The abuse counters: the sign-in throttle and the storage of better-auth's request limiter. */
  limits?: RateLimits;
  rateLimits?: AppConfig['rateLimits'];
}) {
  const social = socialSignInOptions(options.social ?? {});
  const rateLimits = options.rateLimits ?? DEFAULT_AUTH_RATE_LIMITS;
  const limits = options.limits ?? new RateLimits(rateLimits);
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
    // Secure cookies (with the __Secure- prefix) whenever the product is served over https.
    advanced: { useSecureCookies: options.baseURL.startsWith('https://') },
    // better-auth's own limiter, in every environment (ADR 0123), keyed by the address the proxy resolved.
    rateLimit: {
      enabled: true,
      window: 10,
      max: rateLimits.authRequestsPer10s,
      // The paths of better-auth's own stricter rules, as its prefix tests see them (`/sign-in*/**` is
      // everything starting with /sign-in), with our ceilings.
      customRules: Object.fromEntries([
        ...['/sign-in*/**', '/sign-up*/**', '/change-password*/**', '/change-email*/**'].map((path) => [
          path,
          { window: 10, max: rateLimits.authSignInsPer10s },
        ]),
        ...[
          '/request-password-reset',
          '/send-verification-email',
          '/forget-password*/**',
          '/email-otp/send-verification-otp',
          '/email-otp/request-password-reset',
        ].map((path) => [path, { window: 60, max: rateLimits.authMailsPerMinute }]),
      ]),
      customStorage: limits.authRequestStorage(),
    },
    // oauthPopup: the social sign-in popup ends on a page that posts the session token to our own origin.
    // profileRules: the display name and avatar rules on sign-up and on every user row (ADR 0121).
    // signInThrottle: failed sign-ins slow down, then stop, per account and address (ADR 0120).
    plugins: [
      bearer(),
      oauthPopup(),
      redirectTargetsChecked(),
      ...social.plugins,
      profileRules(),
      signInThrottle(limits),
    ],
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
    // Through the api's logger: refused requests are warnings without stacks, failures errors (ADR 0126).
    ...betterAuthLogging(),
  });
}

/** better-auth's own defaults, for an instance built without the app's configuration (the schema test). */
const DEFAULT_AUTH_RATE_LIMITS: AppConfig['rateLimits'] = {
  guestsPerIpPerHour: 30,
  signInFailuresPerAccount: 5,
  signInFailuresPerIp: 50,
  authRequestsPer10s: 100,
  authSignInsPer10s: 3,
  authMailsPerMinute: 3,
};

export type Auth = ReturnType<typeof createAuth>;

export interface AuthenticatedUser {
  id: string;
  email: string;
  displayName: string;
  sessionId: string;
  /** Roles granted beyond player (analyst, admin), from the user_roles read model. */
  roles: readonly string[];
}
