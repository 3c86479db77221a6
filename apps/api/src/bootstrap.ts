import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { ApiExceptionFilter } from './infra/http/api-exception.filter.js';
import { RedisIoAdapter } from './infra/realtime/redis-io.adapter.js';

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

export function fastifyAdapter(config: Pick<AppConfig, 'trustProxy'>): FastifyAdapter {
  return new FastifyAdapter({ bodyLimit: 64 * 1024, trustProxy: config.trustProxy });
}

export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    fastifyAdapter(config),
    {
      logger: LOG_LEVELS.slice(0, LOG_LEVELS.indexOf(config.logLevel) + 1),
    },
  );
  await configureApp(app, config);
  return app;
}

/** What every instance of the app needs, whether started by main.ts or by a test module. */
export async function configureApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ApiExceptionFilter());
  app.enableShutdownHooks();
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
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: `No route for GET ${request.url.split('?')[0]}`,
      });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
