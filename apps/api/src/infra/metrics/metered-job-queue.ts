import type { JobQueue } from '../queue/job-queue.port.js';

export interface JobMetrics {
  jobRan(queue: string, job: string, outcome: 'completed' | 'failed', seconds: number): void;
}

/** Either queue, timing each job this process runs (each attempt); enqueueing passes through untouched. */
export function meteredJobQueue(queue: JobQueue, metrics: JobMetrics): JobQueue {
  const process: JobQueue['process'] = (name, handler) =>
    queue.process(name, async (payload, meta) => {
      const started = performance.now();
      try {
        await handler(payload, meta);
        metrics.jobRan(queue.kind, name, 'completed', (performance.now() - started) / 1000);
      } catch (error) {
        metrics.jobRan(queue.kind, name, 'failed', (performance.now() - started) / 1000);
        throw error;
      }
    });
  return new Proxy(queue, {
    get(target, property, receiver) {
      if (property === 'process') return process;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
