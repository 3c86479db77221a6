import { jobContracts, type JobName, type JobPayload } from '@quiz/contracts';
import { parseJobPayload, type EnqueueOptions, type JobHandler, type JobQueue } from './job-queue.port.js';

interface PendingJob {
  name: JobName;
  payload: unknown;
  jobId: string;
  attempts: number;
  attempt: number;
}

const REMEMBERED_JOB_IDS = 10_000;

/**
 * Embedded mode's queue: jobs run in this process, one at a time per name, retried with backoff.
 * Like BullMQ, a job id is remembered after it completes, so a duplicate enqueue is dropped.
 */
export class InProcessJobQueue implements JobQueue {
  readonly kind = 'in-process' as const;
  private readonly handlers = new Map<JobName, JobHandler<JobName>>();
  private readonly queues = new Map<JobName, PendingJob[]>();
  /** The drain loop of each job name that is running a job now. */
  private readonly running = new Map<JobName, Promise<void>>();
  private readonly knownIds = new Set<string>();
  /** Enqueued or scheduled for a retry and not yet started, per name. */
  private readonly waiting = new Map<JobName, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly onFailure: (job: string, error: unknown) => void = () => undefined) {}

  async enqueue<Name extends JobName>(name: Name, payload: JobPayload<Name>, options: EnqueueOptions) {
    const parsed = parseJobPayload(name, payload);
    const key = `${name}:${options.jobId}`;
    if (this.closed || this.knownIds.has(key)) return { enqueued: false };
    this.remember(key);
    const job: PendingJob = {
      name,
      payload: parsed,
      jobId: options.jobId,
      attempts: options.attempts ?? 3,
      attempt: 0,
    };
    this.awaitRun(job);
    this.later(options.delayMs ?? 0, () => this.push(job));
    return { enqueued: true };
  }

  async process<Name extends JobName>(name: Name, handler: JobHandler<Name>): Promise<void> {
    this.handlers.set(name, handler as unknown as JobHandler<JobName>);
    void this.drain(name);
  }

  async depth(): Promise<Partial<Record<JobName, number>>> {
    const names = Object.keys(jobContracts) as JobName[];
    return Object.fromEntries(names.map((name) => [name, this.waiting.get(name) ?? 0]));
  }

  async ping(): Promise<void> {}

  /** Starts no further job; resolves once the jobs running now have finished (the caller bounds the wait). */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all(this.running.values());
  }

  private push(job: PendingJob) {
    const queue = this.queues.get(job.name) ?? [];
    queue.push(job);
    this.queues.set(job.name, queue);
    void this.drain(job.name);
  }

  private async drain(name: JobName): Promise<void> {
    const handler = this.handlers.get(name);
    if (!handler || this.running.has(name)) return;
    // Marked running synchronously, before the first job: a push in the meantime must not start a second loop.
    let finished = () => undefined as void;
    this.running.set(name, new Promise<void>((resolve) => (finished = resolve)));
    try {
      const queue = this.queues.get(name) ?? [];
      while (!this.closed && queue.length > 0) {
        const job = queue.shift()!;
        this.waiting.set(name, (this.waiting.get(name) ?? 1) - 1);
        job.attempt += 1;
        try {
          await handler(job.payload as JobPayload<JobName>, { jobId: job.jobId, attempt: job.attempt });
        } catch (error) {
          if (job.attempt < job.attempts) {
            this.awaitRun(job);
            this.later(250 * 2 ** job.attempt, () => this.push(job));
          } else this.onFailure(`${name}:${job.jobId}`, error);
        }
      }
    } finally {
      this.running.delete(name);
      finished();
    }
  }

  private awaitRun(job: PendingJob) {
    this.waiting.set(job.name, (this.waiting.get(job.name) ?? 0) + 1);
  }

  private later(delayMs: number, run: () => void) {
    if (delayMs <= 0) return queueMicrotask(run);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, delayMs);
    this.timers.add(timer);
  }

  private remember(key: string) {
    this.knownIds.add(key);
    if (this.knownIds.size > REMEMBERED_JOB_IDS) {
      const oldest = this.knownIds.values().next().value;
      if (oldest !== undefined) this.knownIds.delete(oldest);
    }
  }
}
