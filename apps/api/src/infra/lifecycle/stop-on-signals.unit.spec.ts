import { jest } from '@jest/globals';
import type { INestApplicationContext, LoggerService } from '@nestjs/common';
import { gracefulStop } from './stop-on-signals.js';

function recordingLogger() {
  const lines: string[] = [];
  const logger: LoggerService = {
    log: (message: string) => lines.push(`log ${message}`),
    warn: (message: string) => lines.push(`warn ${message}`),
    error: (message: string) => lines.push(`error ${message}`),
  };
  return { logger, lines };
}

const appClosing = (close: () => Promise<void>) => ({ close }) as unknown as INestApplicationContext;

describe('gracefulStop', () => {
  it('given an app that closes in time, when signalled twice, then it closes once and exits 0', async () => {
    const close = jest.fn(async () => undefined);
    const exit = jest.fn<(code: number) => void>();
    const { logger, lines } = recordingLogger();
    const stop = gracefulStop(appClosing(close), { timeoutMs: 1000, logger, exit });
    await Promise.all([stop('SIGTERM'), stop('SIGINT')]);
    expect(close).toHaveBeenCalledTimes(1);
    expect(exit.mock.calls).toEqual([[0]]);
    expect(lines).toContain('warn SIGINT again; still stopping (bound 1000 ms)');
  });

  it('given work that outlives the bound, when signalled, then it names what is open and exits 1', async () => {
    const exit = jest.fn<(code: number) => void>();
    const { logger, lines } = recordingLogger();
    const stop = gracefulStop(
      appClosing(() => new Promise(() => undefined)),
      { timeoutMs: 50, logger, exit, stillOpen: () => ['http connections (2)'] },
    );
    await stop('SIGTERM');
    expect(exit.mock.calls).toEqual([[1]]);
    expect(lines).toContain('error still open after 50 ms: http connections (2)');
  });

  it('given a close that fails, when signalled, then it exits 1 at once', async () => {
    const exit = jest.fn<(code: number) => void>();
    const { logger, lines } = recordingLogger();
    const stop = gracefulStop(
      appClosing(async () => Promise.reject(new Error('pool gone'))),
      { timeoutMs: 1000, logger, exit },
    );
    await stop('SIGTERM');
    expect(exit.mock.calls).toEqual([[1]]);
    expect(lines).toContain('error closing failed: Error: pool gone');
  });

  it('given a beforeClose step, when signalled, then it runs before the app closes, inside the bound', async () => {
    const order: string[] = [];
    const exit = jest.fn<(code: number) => void>();
    const stop = gracefulStop(
      appClosing(async () => void order.push('close')),
      {
        timeoutMs: 1000,
        logger: recordingLogger().logger,
        exit,
        beforeClose: async () => void order.push('drain'),
      },
    );
    await stop('SIGTERM');
    expect(order).toEqual(['drain', 'close']);
    expect(exit.mock.calls).toEqual([[0]]);
  });
});
