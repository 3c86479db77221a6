import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { createAuth } from '../modules/accounts/auth/better-auth.js';
import { SessionVerifier } from '../modules/accounts/auth/session-verifier.js';
import { grantAdminIfListed } from '../modules/access/admin-emails/grant-listed-admins.js';
import type { RateLimits } from '../modules/access/abuse/rate-limits.js';
import { RATE_LIMITS } from '../modules/access/access.tokens.js';
import { reconcileRegistrations } from '../modules/accounts/commands/register-user/reconcile-registrations.js';
import { repairAccountProfiles } from '../modules/accounts/commands/repair-profiles/repair-account-profiles.js';
import { RegisterUserCommand } from '../modules/accounts/commands/register-user/register-user.command.js';
import { projectionsFor, READ_MODEL_ENTITIES } from '../read-models.js';
import { sendResetPasswordBy } from '../modules/accounts/password-reset/send-reset-password.js';
import { createDataSource, runMigrations } from './database/data-source.js';
import { listenForNotifications, type NotificationFeed } from './database/notifications.js';
import { openSqlPool, type SqlPool } from './database/sql-pool.js';
import { nameBasedUuid } from './event-store/event-ids.js';
import type { EventStore } from './event-store/event-store.port.js';
import { EventStoreDbEventStore } from './event-store/eventstoredb-event-store.js';
import { CommandProcessor } from './event-store/command-processor.js';
import { PostgresEventStore } from './event-store/postgres-event-store.js';
import { PROJECTION_REBUILD_LOCK, ProjectionRunner } from './projections/projection-runner.js';
import { advisoryExclusiveLock, inProcessExclusiveLock } from './locks/exclusive-lock.js';
import { rebuildProgressLog } from './projections/rebuild-progress-log.js';
import { JobHandlerRegistry } from './jobs/job-handler.registry.js';
import { ShutdownSignal } from './lifecycle/shutdown-signal.js';
import { BullMqJobQueue } from './queue/bullmq-job-queue.js';
import { InProcessJobQueue } from './queue/in-process-job-queue.js';
import type { JobQueue } from './queue/job-queue.port.js';
import { createMailer } from './mail/create-mailer.js';
import { AppMetrics } from './metrics/app-metrics.js';
import { meteredEventStore } from './metrics/metered-event-store.js';
import { meteredJobQueue } from './metrics/metered-job-queue.js';
import type { Mailer } from './mail/mailer.port.js';
import {
  APP_CONFIG,
  AUTH,
  CLOCK,
  COMMAND_PROCESSOR,
  SESSION_VERIFIER,
  EVENT_STORE,
  JOB_QUEUE,
  MAILER,
  METRICS,
  PROJECTION_RUNNER,
  SQL_POOL,
  systemClock,
} from './tokens.js';

/** Starts the projections once the app is up, and closes every connection, in order, when it stops. */
@Injectable()
class InfraLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Infra');
  private readonly projectionLogger = new Logger('Projections');
  private sessionFeed?: NotificationFeed;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PROJECTION_RUNNER) private readonly projections: ProjectionRunner,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly commandBus: CommandBus,
    private readonly jobs: JobHandlerRegistry,
    @Inject(SQL_POOL) private readonly pool: SqlPool,
    @Inject(SESSION_VERIFIER) private readonly sessions: SessionVerifier,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.sessionFeed = await listenForNotifications(this.pool, this.config.database, 'quiz_session_changes', {
      onMessage: (payload) => this.sessions.onSessionChange(payload),
      onListening: (listening) => this.sessions.onFeedListening(listening),
    });
    // Before anything reads a read model (reconciliation reads the user directory): a projection whose rows
    // were built at another version is rebuilt now, and the api serves once they are right (ADR 0110).
    const rebuildLog = rebuildProgressLog((message) => this.projectionLogger.log(message));
    if (this.config.projectionsEnabled) {
      await this.projections
        .rebuildOutdated(rebuildLog)
        .catch((error: unknown) =>
          this.projectionLogger.error(
            `A rebuild failed; it is retried as projections start: ${String(error)}`,
          ),
        );
    }
    await this.repairAccounts();
    // With Redis, jobs belong to `npm run worker` processes; without it there is nobody else to run them.
    if (this.queue.kind === 'in-process') await this.jobs.startProcessing(this.queue);
    if (this.config.projectionsEnabled) {
      this.projections.start(
        (name, error) => this.logger.error(`Projection ${name} failed; will retry: ${String(error)}`),
        rebuildLog,
      );
    }
  }

  /**
   * Accounts left unsafe or unregistered by older versions or a crash: repaired row by row, each failure
   * logged and skipped. Nothing here may stop the api from starting (ADR 0121); what is left is tried again
   * at the next start.
   */
  private async repairAccounts(): Promise<void> {
    const accounts = new Logger('Accounts');
    try {
      const repaired = await repairAccountProfiles(this.dataSource, this.commandBus, accounts);
      if (repaired > 0)
        accounts.warn(`Repaired ${repaired} account(s) stored before the profile rules applied`);
      const { recorded, skipped } = await reconcileRegistrations(this.dataSource, this.commandBus, accounts);
      if (recorded > 0) accounts.warn(`Recorded ${recorded} registration(s) missing from the event log`);
      if (skipped > 0)
        accounts.warn(`Skipped ${skipped} account(s) whose registration could not be recorded`);
    } catch (error) {
      accounts.error(`Account repairs did not run; will try at the next start: ${String(error)}`);
    }
  }

  /**
   * Runs after the server has closed (requests in flight answered): projections end the batch they are writing,
   * the queue the jobs it runs, and then the connections close, the database last (PGlite flushes to DATA_DIR).
   */
  async onApplicationShutdown(): Promise<void> {
    await this.sessionFeed?.stop();
    await this.projections.stop();
    await this.queue.close();
    await this.eventStore.close();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

@Global()
@Module({})
export class InfraModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: InfraModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: systemClock },
        { provide: METRICS, useFactory: () => new AppMetrics() },
        { provide: SQL_POOL, useFactory: () => openSqlPool(config.database) },
        {
          provide: DataSource,
          inject: [SQL_POOL],
          useFactory: async (pool: SqlPool) => {
            const dataSource = createDataSource(pool, READ_MODEL_ENTITIES);
            await dataSource.initialize();
            await runMigrations(dataSource, pool, config.database.kind === 'postgresql');
            return dataSource;
          },
        },
        {
          provide: EVENT_STORE,
          // Depends on the DataSource so that migrations have run before the first append.
          inject: [SQL_POOL, METRICS, DataSource],
          useFactory: (pool: SqlPool, metrics: AppMetrics): EventStore =>
            meteredEventStore(
              config.eventStoreUrl
                ? new EventStoreDbEventStore(config.eventStoreUrl)
                : new PostgresEventStore(pool, config.database.kind),
              metrics,
            ),
        },
        {
          provide: COMMAND_PROCESSOR,
          inject: [EVENT_STORE, METRICS],
          useFactory: (eventStore: EventStore, metrics: AppMetrics) =>
            new CommandProcessor(eventStore, undefined, metrics),
        },
        {
          provide: JOB_QUEUE,
          inject: [METRICS],
          useFactory: (metrics: AppMetrics): JobQueue => {
            const logger = new Logger('Jobs');
            const onFailure = (job: string, error: unknown) =>
              logger.error(`Job ${job} failed for good: ${String(error)}`);
            const queue = meteredJobQueue(
              config.redisUrl
                ? new BullMqJobQueue(config.redisUrl, config.redisPrefix, onFailure, config.shutdownTimeoutMs)
                : new InProcessJobQueue(onFailure),
              metrics,
            );
            metrics.watchQueue(queue);
            return queue;
          },
        },
        { provide: MAILER, useFactory: () => createMailer(config) },
        {
          provide: AUTH,
          inject: [SQL_POOL, CommandBus, MAILER, RATE_LIMITS, DataSource],
          useFactory: (pool: SqlPool, commandBus: CommandBus, mailer: Mailer, limits: RateLimits) =>
            createAuth({
              pool,
              limits,
              rateLimits: config.rateLimits,
              secret: config.authSecret,
              baseURL: config.publicUrl,
              trustedOrigins: config.trustedOrigins,
              internalEmailDomain: config.internalEmailDomain,
              social: config.social,
              sendResetPassword: sendResetPasswordBy(mailer, config.publicUrl, (email, error) =>
                new Logger('Mail').error(
                  `Could not send the password reset mail to ${email}: ${String(error)}`,
                ),
              ),
              onAccountCreated: async (account) => {
                await commandBus.execute(
                  new RegisterUserCommand(
                    nameBasedUuid(`user-registered:${account.id}`),
                    account.id,
                    account.email,
                    account.name,
                  ),
                );
                await grantAdminIfListed(commandBus, config.adminEmails, account);
              },
            }),
        },
        {
          provide: SESSION_VERIFIER,
          inject: [SQL_POOL, DataSource],
          useFactory: (pool: SqlPool) => new SessionVerifier(pool, config.authSecret),
        },
        {
          provide: PROJECTION_RUNNER,
          inject: [DataSource, EVENT_STORE, METRICS],
          useFactory: (dataSource: DataSource, eventStore: EventStore, metrics: AppMetrics) => {
            const runner = new ProjectionRunner(dataSource, eventStore, projectionsFor(config), {
              // Several api nodes may share a server database; PGlite belongs to this process alone.
              rebuildLock:
                config.database.kind === 'postgresql'
                  ? advisoryExclusiveLock(dataSource, PROJECTION_REBUILD_LOCK)
                  : inProcessExclusiveLock(dataSource),
            });
            metrics.watchProjections(runner);
            return runner;
          },
        },
        JobHandlerRegistry,
        ShutdownSignal,
        InfraLifecycle,
      ],
      exports: [
        APP_CONFIG,
        CLOCK,
        METRICS,
        SQL_POOL,
        DataSource,
        EVENT_STORE,
        COMMAND_PROCESSOR,
        JOB_QUEUE,
        MAILER,
        AUTH,
        SESSION_VERIFIER,
        PROJECTION_RUNNER,
        JobHandlerRegistry,
        ShutdownSignal,
      ],
    };
  }
}
