import type { CommandBus } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { nameBasedUuid } from '../../../infra/event-store/event-ids.js';
import { GrantRoleCommand } from '../commands/grant-role/grant-role.command.js';

/**
 * The grant ADMIN_EMAILS makes for one account. Its command id is a function of the account alone, so a
 * restart or a second api node records it at most once; and once an operator revokes it with
 * `npm run roles -- revoke`, the list never grants it again under that id (ADR 0020).
 */
export function adminEmailsGrant(userId: string): GrantRoleCommand {
  return new GrantRoleCommand(
    nameBasedUuid(`role-granted:admin-emails:${userId}`),
    userId,
    'admin',
    'admin-emails',
  );
}

/** On sign-up: a listed e-mail becomes an admin at once. */
export async function grantAdminIfListed(
  commandBus: CommandBus,
  adminEmails: readonly string[],
  account: { id: string; email: string },
): Promise<void> {
  if (adminEmails.includes(account.email.trim().toLowerCase())) {
    await commandBus.execute(adminEmailsGrant(account.id));
  }
}

/** At start: accounts that existed before their e-mail was listed. Returns how many grants it issued. */
export async function grantListedAdmins(
  dataSource: DataSource,
  commandBus: CommandBus,
  adminEmails: readonly string[],
): Promise<number> {
  if (adminEmails.length === 0) return 0;
  const accounts: { id: string }[] = await dataSource.query(
    `SELECT id FROM "user" WHERE lower(email) = ANY($1::text[])`,
    [adminEmails],
  );
  for (const account of accounts) await commandBus.execute(adminEmailsGrant(account.id));
  return accounts.length;
}
