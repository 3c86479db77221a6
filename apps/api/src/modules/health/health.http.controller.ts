import { Controller, Get, Inject } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { HealthResponse } from '@quiz/contracts';
import type { AppConfig } from '../../config/app-config.js';
import type { EventStore } from '../../infra/event-store/event-store.port.js';
import type { JobQueue } from '../../infra/queue/job-queue.port.js';
import { APP_CONFIG, EVENT_STORE, JOB_QUEUE } from '../../infra/tokens.js';
import { probe, type DependencyState } from '../../infra/health/probe.js';
import { APP_VERSION } from '../../version.js';

/** The mode and the state of each dependency, for people and for load balancers. */
@Controller('health')
export class HealthHttpController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  @Get()
  async health(): Promise<HealthResponse> {
    const [database, eventStore, redis] = await Promise.all([
      probe(this.config.database.kind, () => this.dataSource.query('SELECT 1')),
      probe(this.eventStore.kind, () => this.eventStore.ping()),
      this.config.redisUrl
        ? probe('redis', () => this.queue.ping())
        : Promise.resolve<DependencyState>({
            status: 'up',
            kind: 'in-process',
            detail: 'REDIS_URL not set: jobs run in this process',
          }),
    ]);
    const questionProvider: DependencyState =
      this.config.openai.apiKey || this.config.openai.baseUrl
        ? {
            status: 'up',
            kind: 'openai-compatible',
            detail: `${this.config.openai.model} at ${this.config.openai.baseUrl ?? 'api.openai.com'}`,
          }
        : { status: 'up', kind: 'offline', detail: 'built-in offline generator' };
    const dependencies = { database, eventStore, redis, questionProvider };
    const allUp = Object.values(dependencies).every((d) => d.status === 'up');
    return { status: allUp ? 'ok' : 'degraded', mode: this.config.mode, version: APP_VERSION, dependencies };
  }
}
