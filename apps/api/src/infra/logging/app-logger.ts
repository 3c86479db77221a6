import type { LoggerService } from '@nestjs/common';
import { pino, stdTimeFunctions, type DestinationStream, type Level, type Logger } from 'pino';
import type { AppConfig } from '../../config/app-config.js';
import { currentRequestLogFields } from './request-context.js';

/** LOG_LEVEL speaks Nest's names; pino's are the usual syslog-like ones. */
export const PINO_LEVEL: Record<AppConfig['logLevel'], Level> = {
  fatal: 'fatal',
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

/**
 * One JSON object per line on stdout (or `destination`): time, level name, context, message, and the
 * request id and user id of the request being served. Readable lines instead when LOG_FORMAT says so, or
 * by default when a developer runs the api in a terminal (ADR 0164).
 */
export function createPinoLogger(
  config: Pick<AppConfig, 'logLevel' | 'logFormat'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: PINO_LEVEL[config.logLevel],
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    mixin: () => currentRequestLogFields() ?? {},
  };
  if (!destination && config.logFormat === 'pretty') {
    return pino({
      ...options,
      transport: {
        target: 'pino-pretty',
        options: {
          colorize: true,
          translateTime: 'SYS:HH:MM:ss.l',
          ignore: 'pid,hostname,context',
          messageFormat: '{if context}[{context}] {end}{msg}',
        },
      },
    });
  }
  return destination ? pino(options, destination) : pino(options);
}

/** Nest's `Logger` (every `new Logger('Context')` in the api) written through pino. */
export class PinoNestLogger implements LoggerService {
  constructor(readonly pino: Logger) {}

  fatal(message: unknown, ...params: unknown[]) {
    this.write('fatal', message, params);
  }
  error(message: unknown, ...params: unknown[]) {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]) {
    this.write('warn', message, params);
  }
  log(message: unknown, ...params: unknown[]) {
    this.write('info', message, params);
  }
  debug(message: unknown, ...params: unknown[]) {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]) {
    this.write('trace', message, params);
  }

  /**
   * Nest's conventions: the last string parameter is the context (`new Logger('Infra')` passes it);
   * `error(message, stack, context)` passes the stack before it; an Error or an object may be the message.
   */
  private write(level: Level, message: unknown, params: unknown[]) {
    if (!this.pino.isLevelEnabled(level)) return;
    const rest = [...params];
    const last = rest.at(-1);
    const context = typeof last === 'string' && !last.includes('\n') ? (rest.pop() as string) : undefined;
    const fields: Record<string, unknown> = context ? { context } : {};
    const details: unknown[] = [];
    for (const param of rest) {
      if (param instanceof Error) fields.err = param;
      else if (typeof param === 'string' && (level === 'error' || level === 'fatal')) fields.stack = param;
      else if (param !== undefined) details.push(param);
    }
    if (details.length > 0) fields.details = details;
    if (message instanceof Error) {
      this.pino[level]({ ...fields, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      const { msg, message: text, ...extra } = message as Record<string, unknown>;
      this.pino[level]({ ...fields, ...extra }, String(msg ?? text ?? ''));
    } else {
      this.pino[level](fields, String(message));
    }
  }
}
