import type { CommandBus } from '@nestjs/cqrs';
import { DomainError } from '@quiz/domain';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../../testing/test-database.js';
import { reconcileRegistrations } from './reconcile-registrations.js';
import type { RegisterUserCommand } from './register-user.command.js';

describe.each(testDatabaseKinds())('reconciling registrations at start, on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    for (const [id, name] of [
      ['first', 'First'],
      ['refused', ''],
      ['broken', 'Broken'],
      ['last', 'Last'],
    ]) {
      await database.pool.query(
        `INSERT INTO "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
         VALUES ($1, $2, $3, false, now() - interval '5 minutes', now())`,
        [id, name, `${id}@example.com`],
      );
    }
  });
  afterAll(() => database.close());

  it('skips an account whose registration fails, logging its id and reason without a stack, and records the rest', async () => {
    const registered: string[] = [];
    const commandBus = {
      execute: async (command: RegisterUserCommand) => {
        if (command.userId === 'refused')
          throw new DomainError('validation', 'USER.DISPLAY_NAME_REQUIRED', 'A display name is required.');
        if (command.userId === 'broken') throw new Error('connection reset');
        registered.push(command.userId);
      },
    } as unknown as CommandBus;
    const warnings: string[] = [];
    const logger = { log() {}, error() {}, warn: (message: unknown) => void warnings.push(String(message)) };

    const outcome = await reconcileRegistrations(database.dataSource, commandBus, logger);

    expect(outcome).toEqual({ recorded: 2, skipped: 2 });
    expect(registered.sort()).toEqual(['first', 'last']);
    expect(warnings.sort()).toEqual([
      'Could not record the registration of account broken, skipped: connection reset',
      'Could not record the registration of account refused, skipped: A display name is required.',
    ]);
  });
});
