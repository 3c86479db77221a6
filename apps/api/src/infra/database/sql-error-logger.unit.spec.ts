import { Logger, type LoggerService } from '@nestjs/common';
import { SqlErrorLogger } from './sql-error-logger.js';

describe('the log of a failing query', () => {
  it('names the error and the statement, never the parameters (user ids, e-mails, typed text)', () => {
    const lines: string[] = [];
    const keep = (...params: unknown[]) => void lines.push(params.map(String).join(' '));
    const sink: LoggerService = {
      log: keep,
      error: keep,
      warn: keep,
      debug: keep,
      verbose: keep,
      fatal: keep,
    };
    Logger.overrideLogger(sink);
    try {
      new SqlErrorLogger().logQueryError(
        new Error('invalid input syntax for type uuid'),
        'SELECT *\n  FROM "user" WHERE id = $1 AND email = $2',
        ['0b6d2f55-user-id', 'ada@example.com'],
      );
    } finally {
      Logger.overrideLogger(false);
    }
    expect(lines).toEqual([
      expect.stringContaining(
        'Query failed: invalid input syntax for type uuid; SELECT * FROM "user" WHERE id = $1 AND email = $2',
      ),
    ]);
    expect(lines.join()).not.toMatch(/0b6d2f55|ada@example\.com/);
  });
});
