import { jobContracts, type JobName, type JobPayload } from '@quiz/contracts';

export type JobHandler<Name extends JobName> = (
  payload: JobPayload<Name>,
  meta: { jobId: string; attempt: number },
) => Promise<void>;

export interface EnqueueOptions {
  /** Jobs are deduplicated by id: enqueueing an id that is waiting, running or recently done does nothing. */
  jobId: string;
  delayMs?: number;
  attempts?: number;
}

/** Background work behind one port: BullMQ on Redis in server mode, an in-process runner in embedded mode. */
export interface JobQueue {
  readonly kind: 'bullmq' | 'in-process';
  enqueue<Name extends JobName>(
    name: Name,
    payload: JobPayload<Name>,
    options: EnqueueOptions,
  ): Promise<{ enqueued: boolean }>;
  /** Makes this process run jobs of that name. Embedded mode always does; server mode only in workers. */
  process<Name extends JobName>(name: Name, handler: JobHandler<Name>): Promise<void>;
  /** Jobs waiting or delayed, per job name (for the queue-depth metric). */
  depth(): Promise<Partial<Record<JobName, number>>>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Validates a payload against its contract, so a bad job is refused when it is enqueued, not when it runs. */
export function parseJobPayload<Name extends JobName>(name: Name, payload: unknown): JobPayload<Name> {
  return jobContracts[name].parse(payload) as JobPayload<Name>;
}
