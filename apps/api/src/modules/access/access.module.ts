import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { Redis } from 'ioredis';
import { closeRedis } from '../../infra/redis/close-redis.js';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import type { SqlPool } from '../../infra/database/sql-pool.js';
import type { CommandProcessor } from '../../infra/event-store/command-processor.js';
import type { EventStore } from '../../infra/event-store/event-store.port.js';
import type { SessionVerifier } from '../accounts/auth/session-verifier.js';
import type { ProjectionRunner } from '../../infra/projections/projection-runner.js';
import {
  advisoryExclusiveLock,
  inProcessExclusiveLock,
  type ExclusiveLock,
} from '../../infra/locks/exclusive-lock.js';
import {
  APP_CONFIG,
  CLOCK,
  COMMAND_PROCESSOR,
  EVENT_STORE,
  PROJECTION_RUNNER,
  SESSION_VERIFIER,
  SQL_POOL,
  type Clock,
} from '../../infra/tokens.js';
import { RateLimits } from './abuse/rate-limits.js';
import { BOT_CHECK, GUEST_SIGN_IN, GUEST_TOKENS, RATE_LIMITS, ROLE_CHANGES } from './access.tokens.js';
import { grantListedAdmins } from './admin-emails/grant-listed-admins.js';
import { GrantRoleHandler } from './commands/grant-role/grant-role.handler.js';
import { GrantRoleHttpController } from './commands/grant-role/grant-role.http.controller.js';
import { RevokeRoleHandler } from './commands/revoke-role/revoke-role.handler.js';
import { RevokeRoleHttpController } from './commands/revoke-role/revoke-role.http.controller.js';
import { ListAccountsHandler } from './queries/list-accounts/list-accounts.handler.js';
import { ListAccountsHttpController } from './queries/list-accounts/list-accounts.http.controller.js';
import { RoleChanges } from './roles/role-changes.js';
import { VerifyRecaptchaHttpController } from './commands/verify-recaptcha/verify-recaptcha.http.controller.js';
import { AltchaBotCheck } from './guests/altcha-bot-check.js';
import type { BotCheck } from './guests/bot-check.js';
import { GuestSignIn } from './guests/guest-sign-in.js';
import { GuestTokens } from './guests/guest-tokens.js';
import { RecaptchaBotCheck } from './guests/recaptcha-bot-check.js';
import { BotCheckRedemptions } from './guests/redemptions.js';
import { AccessGuard } from './http/access.guard.js';
import { GetGuestChallengeHttpController } from './queries/get-guest-challenge/get-guest-challenge.http.controller.js';
import { GetGuestSessionHttpController } from './queries/get-guest-session/get-guest-session.http.controller.js';
import { GetMeHttpController } from './queries/get-me/get-me.http.controller.js';
import { GetPublicConfigHttpController } from './queries/get-public-config/get-public-config.http.controller.js';
import { VerifyTokenHttpController } from './queries/verify-token/verify-token.http.controller.js';

const RATE_LIMIT_REDIS = Symbol('RATE_LIMIT_REDIS');

/**
 * One role change at a time (ADR 0194): within this node first, so that only one request per node holds a
 * database connection while it waits; then, on a server database that several nodes share, an advisory lock.
 * PGlite belongs to one process, where the first is enough.
 */
function roleChangeLock(config: AppConfig, dataSource: DataSource): ExclusiveLock {
  const local = inProcessExclusiveLock(dataSource);
  if (config.database.kind !== 'postgresql') return local;
  const shared = advisoryExclusiveLock(dataSource, 'quiz.role_changes', 20);
  return {
    exclusively: (name, work, options) =>
      local.exclusively(name, () => shared.exclusively(name, work, options), options),
  };
}

/** Grants ADMIN_EMAILS' admins at start, and closes the rate limiter's Redis client at the end. */
@Injectable()
class AccessLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Access');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly commandBus: CommandBus,
    @Inject(RATE_LIMIT_REDIS) private readonly redis: Redis | null,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const granted = await grantListedAdmins(this.dataSource, this.commandBus, this.config.adminEmails);
    if (granted > 0) this.logger.log(`ADMIN_EMAILS: ${granted} account(s) checked for the admin role`);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis) await closeRedis(this.redis);
  }
}

/**
 * Roles, the declared-access guard on every route, guests and their bot checks, token verification and the
 * abuse limits. Global, so that the accounts module's sign-in proxy can use the rate limits.
 */
@Global()
@Module({
  controllers: [
    VerifyRecaptchaHttpController,
    GetGuestChallengeHttpController,
    GetGuestSessionHttpController,
    GetPublicConfigHttpController,
    VerifyTokenHttpController,
    GetMeHttpController,
    ListAccountsHttpController,
    GrantRoleHttpController,
    RevokeRoleHttpController,
  ],
  providers: [
    GrantRoleHandler,
    RevokeRoleHandler,
    ListAccountsHandler,
    {
      provide: ROLE_CHANGES,
      inject: [
        COMMAND_PROCESSOR,
        EVENT_STORE,
        DataSource,
        PROJECTION_RUNNER,
        APP_CONFIG,
        CLOCK,
        SESSION_VERIFIER,
      ],
      useFactory: (
        commands: CommandProcessor,
        events: EventStore,
        dataSource: DataSource,
        projections: ProjectionRunner,
        config: AppConfig,
        clock: Clock,
        sessions: SessionVerifier,
      ) =>
        new RoleChanges(
          commands,
          events,
          dataSource,
          projections,
          roleChangeLock(config, dataSource),
          clock,
          sessions,
        ),
    },
    { provide: APP_GUARD, useClass: AccessGuard },
    {
      provide: GUEST_TOKENS,
      inject: [APP_CONFIG, CLOCK],
      useFactory: (config: AppConfig, clock: Clock) => new GuestTokens(config.authSecret, clock),
    },
    {
      provide: BOT_CHECK,
      inject: [APP_CONFIG, CLOCK],
      useFactory: (config: AppConfig, clock: Clock): BotCheck =>
        config.recaptcha
          ? new RecaptchaBotCheck(config.recaptcha, clock)
          : new AltchaBotCheck(config.authSecret, clock),
    },
    {
      provide: RATE_LIMIT_REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): Redis | null => {
        if (!config.redisUrl) return null;
        // Lazy: most nodes see no failed sign-in for a long time, and a client never used has nothing to close.
        const client = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true });
        // ioredis retries on its own; without a listener a lost connection would crash the process.
        client.on('error', () => undefined);
        return client;
      },
    },
    {
      provide: RATE_LIMITS,
      inject: [APP_CONFIG, RATE_LIMIT_REDIS],
      useFactory: (config: AppConfig, redis: Redis | null) =>
        new RateLimits(config.rateLimits, redis ? { client: redis, prefix: config.redisPrefix } : undefined),
    },
    {
      provide: GUEST_SIGN_IN,
      inject: [BOT_CHECK, SQL_POOL, GUEST_TOKENS, RATE_LIMITS, CLOCK],
      useFactory: (
        botCheck: BotCheck,
        pool: SqlPool,
        tokens: GuestTokens,
        limits: RateLimits,
        clock: Clock,
      ) => new GuestSignIn(botCheck, new BotCheckRedemptions(pool), tokens, limits, clock),
    },
    AccessLifecycle,
  ],
  exports: [RATE_LIMITS, GUEST_TOKENS],
})
export class AccessModule {}
