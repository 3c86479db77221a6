import { Logger } from '@nestjs/common';
import type { Logger as TypeormLogger } from 'typeorm';

/**
 * TypeORM's log of failing queries, through the api's logger and without the query's parameters: they hold
 * user ids, e-mail addresses and whatever text a player typed. The statement and the error are enough to
 * find the fault (ADR 0126).
 */
export class SqlErrorLogger implements TypeormLogger {
  private readonly logger = new Logger('Database');

  /** The parameters TypeORM passes are left out on purpose. */
  logQueryError(error: string | Error, query: string, _parameters?: unknown): void {
    const message = error instanceof Error ? error.message : error;
    this.logger.error(`Query failed: ${message}; ${query.replace(/\s+/g, ' ').trim()}`);
  }

  // As with `logging: ['error']` before: queries, schema builds, migrations and notices are not logged.
  logQuery(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}
