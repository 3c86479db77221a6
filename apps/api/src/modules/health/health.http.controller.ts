import { Controller, Get, Inject } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { healthResponseSchema, type HealthResponse } from '@quiz/contracts';
import type { AppConfig } from '../../config/app-config.js';
import type { EventStore } from '../../infra/event-store/event-store.port.js';
import type { JobQueue } from '../../infra/queue/job-queue.port.js';
import { APP_CONFIG, EVENT_STORE, JOB_QUEUE } from '../../infra/tokens.js';
import { probe, type DependencyState } from '../../infra/health/probe.js';
import { modelProviderHealth } from '../../infra/llm/model-provider-health.js';
import {
  MODEL_QUESTION_SOURCE,
  type ModelQuestionSource,
} from '../questions/providers/model-question-source.token.js';
import { APP_VERSION } from '../../version.js';
import { AllowAccess } from '../access/http/allow-access.decorator.js';
import { Responds } from '../api-docs/http/responds.decorator.js';

/** The mode and the state of each dependency, for people and for load balancers. */
@Controller('health')
@AllowAccess('anonymous')
export class HealthHttpController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(MODEL_QUESTION_SOURCE) private readonly model: ModelQuestionSource | null,
  ) {}

  @Get()
  @Responds(healthResponseSchema)
  async health(): Promise<HealthResponse> {
    const [database, eventStore, redis, questionProvider] = await Promise.all([
      probe(this.config.database.kind, () => this.dataSource.query('SELECT 1')),
      probe(this.eventStore.kind, () => this.eventStore.ping()),
      this.config.redisUrl
        ? probe('redis', () => this.queue.ping())
        : Promise.resolve<DependencyState>({
            status: 'up',
            kind: 'in-process',
            detail: 'REDIS_URL not set: jobs run in this process',
          }),
      modelProviderHealth(this.config, this.model),
    ]);
    const dependencies = { database, eventStore, redis, questionProvider };
    const allUp = Object.values(dependencies).every((d) => d.status === 'up');
    return { status: allUp ? 'ok' : 'degraded', mode: this.config.mode, version: APP_VERSION, dependencies };
  }
}
