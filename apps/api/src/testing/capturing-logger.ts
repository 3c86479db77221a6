import { format } from 'node:util';
import type { LoggerService } from '@nestjs/common';

export type LogLevel =
  'fatal' | 'error' | 'warn' | 'log' | 'debug' | 'verbose' | 'console' | 'stdout' | 'stderr';
export interface LogLine {
  level: LogLevel;
  text: string;
}

/** Keeps every line, at every level, as a log sink would receive it (an Error's stack included). */
export class CapturingLogger implements LoggerService {
  readonly lines: LogLine[] = [];
  private keep(level: LogLevel, params: unknown[]) {
    const text = params.map((param) => (param instanceof Error ? (param.stack ?? '') : format(param)));
    this.lines.push({ level, text: text.join(' ') });
  }
  fatal = (...params: unknown[]) => this.keep('fatal', params);
  error = (...params: unknown[]) => this.keep('error', params);
  warn = (...params: unknown[]) => this.keep('warn', params);
  log = (...params: unknown[]) => this.keep('log', params);
  debug = (...params: unknown[]) => this.keep('debug', params);
  verbose = (...params: unknown[]) => this.keep('verbose', params);
}
