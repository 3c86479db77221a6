import type { LoggerService } from '@nestjs/common';
import type { CommandBus } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { nameBasedUuid } from '../../../../infra/event-store/event-ids.js';
import { RegisterUserCommand } from './register-user.command.js';

/**
 * better-auth creates the account row, then we append UserRegistered. If the process died between the two,
 * the account would exist with no event: at start, issue the command again for every account the user
 * directory does not know. The command is idempotent, so accounts merely not yet projected are unharmed.
 * An account whose registration is refused is logged (its id, the reason) and skipped: one bad row never
 * stops a start.
 */
export async function reconcileRegistrations(
  dataSource: DataSource,
  commandBus: CommandBus,
  logger: LoggerService,
): Promise<{ recorded: number; skipped: number }> {
  const missing: { id: string; email: string; name: string }[] = await dataSource.query(
    `SELECT u.id, u.email, u.name FROM "user" u
       LEFT JOIN user_directory d ON d.user_id = u.id
      WHERE d.user_id IS NULL AND u."createdAt" < now() - interval '1 minute'`,
  );
  let skipped = 0;
  for (const user of missing) {
    try {
      await commandBus.execute(
        new RegisterUserCommand(nameBasedUuid(`user-registered:${user.id}`), user.id, user.email, user.name),
      );
    } catch (error) {
      skipped += 1;
      logger.warn(`Could not record the registration of account ${user.id}, skipped: ${messageOf(error)}`);
    }
  }
  return { recorded: missing.length - skipped, skipped };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
