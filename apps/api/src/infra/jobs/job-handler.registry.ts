import { Injectable } from '@nestjs/common';
import type { JobName } from '@quiz/contracts';
import type { JobHandler, JobQueue } from '../queue/job-queue.port.js';

/**
 * Modules register what runs each job here. Embedded mode processes jobs inside the api; in server mode the
 * api only enqueues and `npm run worker` processes (any number of workers, BullMQ shares the work).
 */
@Injectable()
export class JobHandlerRegistry {
  private readonly handlers = new Map<JobName, JobHandler<JobName>>();

  register<Name extends JobName>(name: Name, handler: JobHandler<Name>): void {
    if (this.handlers.has(name)) throw new Error(`A handler for job '${name}' is already registered`);
    this.handlers.set(name, handler as unknown as JobHandler<JobName>);
  }

  async startProcessing(queue: JobQueue): Promise<JobName[]> {
    for (const [name, handler] of this.handlers) await queue.process(name, handler);
    return [...this.handlers.keys()];
  }
}
