import type { INestApplicationContext, LoggerService } from '@nestjs/common';
import { settleWithin } from '../async/settle-within.js';

export interface StopOnSignalsOptions {
  timeoutMs: number;
  logger: LoggerService;
  /** Names what the process still holds open, for the log line when the bound passes. */
  stillOpen?: () => Promise<string[]> | string[];
  /** Runs first, inside the bound: e.g. start refusing and let keep-alive clients move off. */
  beforeClose?: () => Promise<void>;
  /** Ends the process; a parameter so that tests can watch it. */
  exit?: (code: number) => void;
}

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * On SIGTERM or SIGINT: close the app (Nest's hooks: stop taking work, finish what is in flight, close the
 * connections) and exit 0; past `timeoutMs`, log what is still open and exit 1. A repeated signal changes
 * nothing: the bound already ends the process. Nest's own enableShutdownHooks re-raises the signal after
 * closing, which ends the process with 143 even after a clean stop (ADR 0166).
 */
export function stopOnSignals(app: INestApplicationContext, options: StopOnSignalsOptions): void {
  const stop = gracefulStop(app, options);
  for (const signal of SIGNALS) process.on(signal, (received) => void stop(received));
}

/** What a signal runs: one bounded stop, however many signals arrive. */
export function gracefulStop(
  app: INestApplicationContext,
  options: StopOnSignalsOptions,
): (signal: NodeJS.Signals) => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      options.logger.warn(`${signal} again; still stopping (bound ${options.timeoutMs} ms)`);
      return;
    }
    stopping = true;
    options.logger.log(`${signal}; finishing work in flight (bound ${options.timeoutMs} ms)`);
    const started = Date.now();
    const closed = (options.beforeClose?.() ?? Promise.resolve())
      .then(() => app.close())
      .then(
        () => true,
        (error: unknown) => {
          options.logger.error(`closing failed: ${String(error)}`);
          return false;
        },
      );
    if (!(await settleWithin(closed, options.timeoutMs))) {
      const open = (await options.stillOpen?.()) ?? [];
      options.logger.error(`still open after ${options.timeoutMs} ms: ${open.join(', ') || 'unknown'}`);
      return exit(1);
    }
    const clean = await closed;
    if (clean) options.logger.log(`stopped in ${Date.now() - started} ms`);
    exit(clean ? 0 : 1);
  };
  return stop;
}

/** Node's own list of what keeps the event loop alive (sockets, timers, file handles), counted by kind. */
export function activeResources(): string[] {
  const counts = new Map<string, number>();
  for (const kind of process.getActiveResourcesInfo()) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => `${kind} (${count})`);
}
