import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { createPinoLogger, PinoNestLogger } from './infra/logging/app-logger.js';
import { ConfigurationError, loadConfig } from './config/app-config.js';
import { JobHandlerRegistry } from './infra/jobs/job-handler.registry.js';
import { activeResources, stopOnSignals } from './infra/lifecycle/stop-on-signals.js';
import type { JobQueue } from './infra/queue/job-queue.port.js';
import { JOB_QUEUE } from './infra/tokens.js';

/** `npm run worker`: processes BullMQ jobs in server mode. Run as many as the load needs. */
async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    PROJECTIONS_ENABLED: process.env.PROJECTIONS_ENABLED ?? 'false',
  });
  if (!config.redisUrl) {
    throw new ConfigurationError(
      'REDIS_URL',
      'a separate worker needs Redis; without it the api runs jobs itself',
    );
  }
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: new PinoNestLogger(createPinoLogger(config)),
  });
  // Each worker finishes the job it runs and takes no other, then Redis and the database close.
  stopOnSignals(app, {
    timeoutMs: config.shutdownTimeoutMs,
    logger: new Logger('Shutdown'),
    stillOpen: activeResources,
  });
  const names = await app.get(JobHandlerRegistry).startProcessing(app.get<JobQueue>(JOB_QUEUE));
  new Logger('Worker').log(
    `Processing ${names.join(', ') || 'no jobs yet'} from ${config.redisUrl.replace(/\/\/.*@/, '//***@')}`,
  );
}

main().catch((error: unknown) => {
  // Operators get the sentence; the stack only when they ask for it.
  console.error(error instanceof Error && !process.env.DEBUG ? error.message : error);
  process.exit(1);
});
