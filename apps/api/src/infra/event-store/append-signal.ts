import { EventEmitter } from 'node:events';

/**
 * Wakes this process's subscriptions as soon as it appends, so projections trail local writes by a
 * query's time instead of a poll interval. Appends made by other processes are picked up by polling.
 */
export class AppendSignal {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  notify(): void {
    this.emitter.emit('appended');
  }

  wait(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if (signal?.aborted) return resolve();
      const done = () => {
        clearTimeout(timer);
        this.emitter.off('appended', done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.emitter.once('appended', done);
      signal?.addEventListener('abort', done, { once: true });
    });
  }
}
