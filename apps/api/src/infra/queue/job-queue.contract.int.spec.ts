import { randomUUID } from 'node:crypto';
import { waitUntil, sleep } from '../../testing/wait-until.js';
import { BullMqJobQueue } from './bullmq-job-queue.js';
import { InProcessJobQueue } from './in-process-job-queue.js';
import type { JobQueue } from './job-queue.port.js';

const queues: [string, () => JobQueue][] = [
  ['in-process', () => new InProcessJobQueue()],
  ...(process.env.REDIS_URL
    ? [
        [
          'bullmq',
          () => new BullMqJobQueue(process.env.REDIS_URL!, `quiz-test-${randomUUID().slice(0, 8)}`),
        ] as [string, () => JobQueue],
      ]
    : []),
];

describe.each(queues)('job queue contract on %s', (_name, open) => {
  let queue: JobQueue;
  beforeEach(() => {
    queue = open();
  });
  afterEach(async () => {
    await queue.close();
  });

  it('runs a job enqueued twice with the same id once', async () => {
    const runs: string[] = [];
    await queue.process('system.echo', async ({ message }) => {
      runs.push(message);
    });
    const jobId = `echo-${randomUUID()}`;
    const first = await queue.enqueue('system.echo', { message: 'first' }, { jobId });
    const second = await queue.enqueue('system.echo', { message: 'second' }, { jobId });
    await waitUntil(() => runs.length >= 1);
    // Enqueued again after it completed: still the same job.
    const third = await queue.enqueue('system.echo', { message: 'third' }, { jobId });
    await sleep(300);
    expect([first.enqueued, second.enqueued, third.enqueued]).toEqual([true, false, false]);
    expect(runs).toEqual(['first']);
  });

  it('runs distinct jobs and retries a failing one', async () => {
    const attempts = new Map<string, number>();
    await queue.process('system.echo', async ({ message }) => {
      attempts.set(message, (attempts.get(message) ?? 0) + 1);
      if (message === 'flaky' && attempts.get(message)! < 2) throw new Error('transient');
    });
    await queue.enqueue('system.echo', { message: 'steady' }, { jobId: randomUUID() });
    await queue.enqueue('system.echo', { message: 'flaky' }, { jobId: randomUUID(), attempts: 3 });
    await waitUntil(() => attempts.get('steady') === 1 && attempts.get('flaky') === 2, 10_000);
  });

  it('refuses a payload that breaks its contract and enqueues nothing', async () => {
    const runs: unknown[] = [];
    await queue.process('system.echo', async (payload) => {
      runs.push(payload);
    });
    await expect(
      queue.enqueue('system.echo', { message: 42 } as unknown as { message: string }, {
        jobId: randomUUID(),
      }),
    ).rejects.toThrow();
    await sleep(200);
    expect(runs).toEqual([]);
  });
});

describe('closing the in-process queue', () => {
  it('given a job running, when the queue closes, then close waits for it and starts no queued job', async () => {
    const queue = new InProcessJobQueue();
    const events: string[] = [];
    let release = () => undefined as void;
    const running = new Promise<void>((resolve) => (release = resolve));
    await queue.process('system.echo', async ({ message }) => {
      events.push(`start ${message}`);
      if (message === 'long') await running;
      events.push(`end ${message}`);
    });
    await queue.enqueue('system.echo', { message: 'long' }, { jobId: randomUUID() });
    await queue.enqueue('system.echo', { message: 'queued' }, { jobId: randomUUID() });
    await waitUntil(() => events.includes('start long'));
    let closed = false;
    const closing = queue.close().then(() => (closed = true));
    await sleep(50);
    expect(closed).toBe(false);
    release();
    await closing;
    expect(events).toEqual(['start long', 'end long']);
  });
});
