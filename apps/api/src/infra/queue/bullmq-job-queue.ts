import { Queue, Worker, type ConnectionOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { settleWithin } from '../async/settle-within.js';
import { closeRedis } from '../redis/close-redis.js';
import { jobContracts, type JobName, type JobPayload } from '@quiz/contracts';
import { parseJobPayload, type EnqueueOptions, type JobHandler, type JobQueue } from './job-queue.port.js';

/**
 * Server mode's queue: one BullMQ queue per job name on Redis. BullMQ drops an `add` whose jobId already
 * exists, which gives the port's run-once promise across any number of api nodes and workers.
 */
export class BullMqJobQueue implements JobQueue {
  readonly kind = 'bullmq' as const;
  private readonly connection: Redis;
  private readonly queues = new Map<JobName, Queue>();
  private readonly workers: Worker[] = [];
  /** Connections handed to workers: BullMQ never closes a connection it was given. */
  private readonly workerConnections: Redis[] = [];
  private closed = false;
  private readonly closing: (() => void)[] = [];

  constructor(
    redisUrl: string,
    private readonly prefix = 'quiz',
    private readonly onFailure: (job: string, error: unknown) => void = () => undefined,
    /** How long close() lets a worker finish the job it runs (the process's shutdown bound). */
    private readonly jobCloseBoundMs = CLOSE_BOUND_MS,
  ) {
    // Workers block on Redis: BullMQ requires maxRetriesPerRequest null for their connections.
    this.connection = new Redis(redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
    this.connection.on('error', () => undefined);
  }

  async enqueue<Name extends JobName>(name: Name, payload: JobPayload<Name>, options: EnqueueOptions) {
    const parsed = parseJobPayload(name, payload);
    const queue = this.queue(name);
    const jobId = safeJobId(options.jobId);
    const existing = await queue.getJob(jobId);
    if (existing) return { enqueued: false };
    await queue.add(name, parsed, {
      jobId,
      delay: options.delayMs,
      attempts: options.attempts ?? 3,
      backoff: { type: 'exponential', delay: 500 },
      removeOnComplete: { age: 24 * 3600, count: 10_000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
    return { enqueued: true };
  }

  async process<Name extends JobName>(name: Name, handler: JobHandler<Name>): Promise<void> {
    // A BullMQ worker made while Redis is unreachable can never be closed (its close() and disconnect() wait for
    // Redis forever), so an api started during an outage would never stop: workers start once Redis answers.
    await this.connected();
    if (this.closed) return;
    const connection = this.connection.duplicate();
    this.workerConnections.push(connection);
    const worker = new Worker(
      name,
      async (job) =>
        handler(parseJobPayload(name, job.data), { jobId: job.id ?? '', attempt: job.attemptsMade + 1 }),
      {
        connection: connection as unknown as ConnectionOptions,
        prefix: this.prefix,
        concurrency: 4,
      },
    );
    worker.on('failed', (job, error) => {
      if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) this.onFailure(`${name}:${job.id}`, error);
    });
    worker.on('error', () => undefined);
    this.workers.push(worker);
    await worker.waitUntilReady();
  }

  async depth(): Promise<Partial<Record<JobName, number>>> {
    if (this.connection.status !== 'ready') return {};
    const names = Object.keys(jobContracts) as JobName[];
    const counts = await Promise.all(
      names.map((name) => this.queue(name).getJobCounts('waiting', 'delayed', 'prioritized')),
    );
    return Object.fromEntries(
      names.map((name, i) => [name, Object.values(counts[i]!).reduce((sum, n) => sum + n, 0)]),
    );
  }

  async ping(): Promise<void> {
    await this.connection.ping();
  }

  private async connected(): Promise<void> {
    if (this.connection.status === 'ready' || this.closed) return;
    await new Promise<void>((resolve) => {
      this.connection.once('ready', resolve);
      this.closing.push(resolve);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const release of this.closing.splice(0)) release();
    // A worker finishes the job it runs (BullMQ's close waits for it) and takes no other. A worker or queue whose
    // Redis never answered waits for it forever in close() (an api started during a Redis outage could then never
    // stop): past a bound, its connection is cut instead, and a job cut short is retried once its lock expires.
    const workerBound = this.connection.status === 'ready' ? this.jobCloseBoundMs : CLOSE_BOUND_MS;
    await Promise.all(this.workers.map((w) => settleWithin(w.close(), workerBound)));
    await Promise.all([...this.queues.values()].map((q) => settleWithin(q.close(), CLOSE_BOUND_MS)));
    await Promise.all([...this.workerConnections, this.connection].map(closeRedis));
  }

  private queue(name: JobName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.connection as unknown as ConnectionOptions,
        prefix: this.prefix,
      });
      this.queues.set(name, queue);
    }
    return queue;
  }
}

/** BullMQ reserves ':' in ids (it separates key parts). */
function safeJobId(jobId: string): string {
  return jobId.replace(/:/g, '_');
}

const CLOSE_BOUND_MS = 2000;
