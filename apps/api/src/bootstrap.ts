import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LoggerService } from '@nestjs/common';
import type { DestinationStream } from 'pino';
import { NestFactory } from '@nestjs/core';
import fastifyHelmet from '@fastify/helmet';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { ApiExceptionFilter } from './infra/http/api-exception.filter.js';
import { inApiErrorShape } from './infra/http/error-shape.hook.js';
import { depthLimitedJsonParser } from './infra/http/json-body-parser.js';
import { refuseUnstorableText } from './infra/http/storable-input.hook.js';
import { answerClientError, answerRouterError } from './infra/http/transport-errors.js';
import { securityHeaders } from './infra/http/security-headers.js';
import { RedisIoAdapter } from './infra/realtime/redis-io.adapter.js';
import { ShutdownSignal } from './infra/lifecycle/shutdown-signal.js';
import {
  closeConnectionsWhileStopping,
  refuseWhileStopping,
} from './infra/lifecycle/refuse-while-stopping.hook.js';
import { createPinoLogger, PinoNestLogger } from './infra/logging/app-logger.js';
import { trackRequestContext } from './infra/logging/request-context.js';
import { answerWithRequestId, requestIdOf } from './infra/logging/request-id.js';
import { logAnsweredRequests } from './infra/logging/request-log.js';
import type { AppMetrics } from './infra/metrics/app-metrics.js';
import { serveMetrics } from './infra/metrics/metrics-route.js';
import { METRICS } from './infra/tokens.js';

const BODY_LIMIT_BYTES = 64 * 1024;
/** Every api route is under /api (the web app has the rest of the origin). */
export const API_PREFIX = 'api';

/** Nest's logger for this config: JSON lines through pino (or readable lines in development, ADR 0164). */
export function appLogger(
  config: Pick<AppConfig, 'logLevel' | 'logFormat'>,
  destination?: DestinationStream,
): LoggerService {
  return new PinoNestLogger(createPinoLogger(config, destination));
}

export function fastifyAdapter(config: Pick<AppConfig, 'trustProxy'>): FastifyAdapter {
  return new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    genReqId: requestIdOf,
    frameworkErrors: answerRouterError,
    clientErrorHandler: answerClientError,
  });
}

export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    fastifyAdapter(config),
    { logger: appLogger(config) },
  );
  await configureApp(app, config);
  return app;
}

/** What every instance of the app needs, whether started by main.ts or by a test module. */
export async function configureApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  // First, so that its headers are on every answer: api routes, the web app's files and its index.html.
  await app.register(fastifyHelmet, securityHeaders(config));
  const fastify = app.getHttpAdapter().getInstance();
  answerWithRequestId(fastify);
  trackRequestContext(fastify);
  logAnsweredRequests(fastify);
  serveMetrics(fastify, app.get<AppMetrics>(METRICS), config.metricsToken);
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalFilters(new ApiExceptionFilter());
  // A stopping api refuses new requests before any handler sees them (ADR 0166).
  const shutdown = app.get(ShutdownSignal);
  fastify.addHook('onRequest', refuseWhileStopping(shutdown));
  fastify.addHook('onSend', closeConnectionsWhileStopping(shutdown));
  // Where input is refused before any handler sees it, for Nest's routes and better-auth's alike (ADR 0125).
  app.useBodyParser('application/json', { bodyLimit: BODY_LIMIT_BYTES }, depthLimitedJsonParser(fastify));
  fastify.addHook('preValidation', refuseUnstorableText);
  fastify.addHook('onSend', inApiErrorShape);
  // Signals are main.ts's and worker.ts's (stopOnSignals): a stop bounded in time that exits 0 when clean.
  if (config.redisUrl) {
    const realtime = new RedisIoAdapter(app);
    realtime.connect(config.redisUrl, config.redisPrefix);
    app.useWebSocketAdapter(realtime);
    // Nest disposes a websocket adapter only when a gateway exists; its Redis clients must close regardless.
    app
      .getHttpAdapter()
      .getInstance()
      .addHook('onClose', async () => realtime.dispose());
  }
  await serveWebApp(app, config.webDistDir);
  await app.init();
}

/**
 * Serves the built web app from the same origin: real files as they are, any other non-api GET as index.html
 * so that client-side routes survive a reload.
 */
async function serveWebApp(app: NestFastifyApplication, webDistDir: string): Promise<void> {
  if (!existsSync(join(webDistDir, 'index.html'))) return;
  // Loaded only when there is a build to serve: the api alone (and its jest suites) never needs it.
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, { root: webDistDir, wildcard: false, index: ['index.html'] });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get('/*', async (request, reply) => {
    // socket.io answers its own path (/socket.io/...); what reaches here is no socket.io request either.
    if (
      request.url.startsWith('/api/') ||
      request.url === '/api' ||
      /^\/socket\.io(?:[/?]|$)/.test(request.url)
    ) {
      return reply.status(404).send({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: `No route for GET ${request.url.split('?')[0]}`,
      });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
