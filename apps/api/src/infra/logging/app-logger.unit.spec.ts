import { Writable } from 'node:stream';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { createPinoLogger, PinoNestLogger } from './app-logger.js';

const NEST_LEVELS = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'] as const;
const PINO_NAMES = {
  fatal: 'fatal',
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

function capturing(logLevel: AppConfig['logLevel']) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text));
      done();
    },
  });
  return { lines, logger: new PinoNestLogger(createPinoLogger({ logLevel, logFormat: 'json' }, sink)) };
}

describe('the api logger (pino behind Nest)', () => {
  it.each(NEST_LEVELS)(
    'given LOG_LEVEL=%s, then exactly that level and the ones above it are written',
    (level) => {
      const { lines, logger } = capturing(level);
      for (const call of NEST_LEVELS) logger[call](`a ${call} line`, 'Ctx');
      const expected = NEST_LEVELS.slice(0, NEST_LEVELS.indexOf(level) + 1).map((l) => PINO_NAMES[l]);
      expect(lines.map((line) => line.level)).toEqual(expected);
    },
  );

  it("takes Nest's context, an error's stack and object messages as fields", () => {
    const { lines, logger } = capturing('verbose');
    logger.log('plain', 'Infra');
    logger.error('failed', 'Error: boom\n    at somewhere (file.ts:1:1)', 'Jobs');
    logger.error('no stack', undefined, 'Jobs');
    logger.warn({ msg: 'with fields', route: '/api/x', status: 503 }, 'Http');
    logger.error(new Error('thrown'));
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'plain', context: 'Infra' });
    expect(lines[1]).toMatchObject({
      level: 'error',
      msg: 'failed',
      context: 'Jobs',
      stack: expect.stringContaining('boom'),
    });
    expect(lines[2]).toMatchObject({ level: 'error', msg: 'no stack', context: 'Jobs' });
    expect(lines[2]).not.toHaveProperty('stack');
    expect(lines[3]).toMatchObject({
      level: 'warn',
      msg: 'with fields',
      route: '/api/x',
      status: 503,
      context: 'Http',
    });
    expect(lines[4]).toMatchObject({ level: 'error', msg: 'thrown', err: { message: 'thrown' } });
    for (const line of lines) expect(Number.isNaN(Date.parse(String(line.time)))).toBe(false);
  });

  it("carries what existing `new Logger('Context')` call sites write, once it is Nest's logger", () => {
    const { lines, logger } = capturing('log');
    Logger.overrideLogger(logger);
    try {
      new Logger('Questions').warn('Model source failed for a batch');
      new Logger('Questions').debug('not at LOG_LEVEL=log');
    } finally {
      Logger.overrideLogger(['error']);
    }
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        context: 'Questions',
        msg: 'Model source failed for a batch',
      }),
    ]);
  });
});
