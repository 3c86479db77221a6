/**
 * Waits `ms`, or less if `signal` aborts first. Leaves no listener behind on the signal: loops that sleep on
 * one long-lived signal would otherwise pile up a listener per round.
 */
export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
