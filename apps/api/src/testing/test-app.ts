import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoggerService, Provider, Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { AppModule } from '../app.module.js';
import type { DestinationStream } from 'pino';
import { appLogger, configureApp, fastifyAdapter } from '../bootstrap.js';
import { loadConfig, type AppConfig } from '../config/app-config.js';
import { CLOCK, type Clock } from '../infra/tokens.js';
import { createTestSchema } from './test-database.js';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  http: () => ReturnType<typeof request>;
  /** Stops the app; its data stays until `dispose`. */
  stop(): Promise<void>;
  /** Stops the app and deletes its data. */
  dispose(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  /** Reuse the data of an earlier test app (to prove that a restart loses nothing). */
  reuse?: { dataDir?: string; databaseUrl?: string };
  /** Extra providers, e.g. a gateway a test needs. */
  providers?: Provider[];
  /** Extra controllers, e.g. one that proves how the access guard treats an undeclared route. */
  controllers?: Type[];
  /** Providers replaced by test doubles, e.g. a scripted model question source. */
  overrides?: { token: unknown; value: unknown }[];
  /** Receives every log line at every level, e.g. to check what a batch of requests logs. */
  logger?: LoggerService;
  /** Logs as `npm start` writes them (JSON lines at the config's LOG_LEVEL), into this stream instead of stdout. */
  logDestination?: DestinationStream;
}

/** The whole api on a database of the given kind, as `npm start` would build it, minus the network listener. */
export async function startTestApp(
  kind: 'pglite' | 'postgresql',
  options: TestAppOptions = {},
): Promise<TestApp & { dataDir: string; databaseUrl?: string }> {
  const dataDir = options.reuse?.dataDir ?? mkdtempSync(join(tmpdir(), 'quiz-test-'));
  let databaseUrl = options.reuse?.databaseUrl;
  let dropSchema: (() => Promise<void>) | undefined;
  if (kind === 'postgresql' && !databaseUrl) {
    const schema = await createTestSchema();
    databaseUrl = schema.url;
    dropSchema = schema.drop;
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    // Tests stand in for clients behind a proxy on this machine, naming their address in X-Forwarded-For.
    QUIZ_TRUST_PROXY: 'loopback',
    // better-auth's request limiter stays on (ADR 0123), but a suite is many players behind one address: its
    // per-address ceilings are raised here, and the suites about limits set their own.
    QUIZ_AUTH_REQUESTS_PER_10S: '100000',
    QUIZ_AUTH_SIGN_INS_PER_10S: '100000',
    QUIZ_AUTH_MAILS_PER_MINUTE: '100000',
    ...(databaseUrl
      ? { DATABASE_URL: databaseUrl, AUTH_SECRET: 'test-secret-test-secret-test-secret-0123' }
      : {}),
    ...options.env,
  });
  const builder = Test.createTestingModule({
    imports: [AppModule.forRoot(config)],
    providers: options.providers ?? [],
    controllers: options.controllers ?? [],
  });
  if (options.clock) builder.overrideProvider(CLOCK).useValue(options.clock);
  for (const { token, value } of options.overrides ?? []) builder.overrideProvider(token).useValue(value);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(fastifyAdapter(config), {
    logger: options.logDestination
      ? appLogger({ ...config, logFormat: 'json' }, options.logDestination)
      : (options.logger ?? ['error']),
  });
  await configureApp(app, config);
  await app.getHttpAdapter().getInstance().ready();
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await app.close();
  };
  return {
    app,
    config,
    dataDir,
    databaseUrl,
    http: () => request(app.getHttpServer()),
    stop,
    dispose: async () => {
      await stop();
      if (!options.reuse) {
        rmSync(dataDir, { recursive: true, force: true });
        await dropSchema?.();
      }
    },
  };
}

let accounts = 0;

/** Signs up a fresh account and returns its Bearer token. */
export async function signUp(
  testApp: TestApp,
  overrides: { email?: string; name?: string; password?: string } = {},
) {
  accounts += 1;
  const email = overrides.email ?? `player${accounts}-${Date.now()}@example.com`;
  const response = await testApp
    .http()
    .post('/api/auth/sign-up/email')
    .send({
      name: overrides.name ?? `Player ${accounts}`,
      email,
      password: overrides.password ?? 'correct horse battery',
    });
  if (response.status !== 200)
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { token: response.body.token as string, userId: response.body.user.id as string, email };
}
