import type { RoleChangeResult } from '@quiz/contracts';
import { levelsOf, type Role } from '@quiz/domain';
import type { DataSource } from 'typeorm';
import type { CommandOutcome } from '../../../infra/event-store/command-processor.js';

/** What the roles screen is told after a grant or revocation: what happened, and the account's roles now. */
export async function roleChangeResult(
  dataSource: DataSource,
  change: 'grant' | 'revoke',
  { userId, role }: { userId: string; role: 'analyst' | 'admin' },
  outcome: CommandOutcome<unknown>,
): Promise<RoleChangeResult> {
  const rows: { role: string }[] = await dataSource.query(`SELECT role FROM user_roles WHERE user_id = $1`, [
    userId,
  ]);
  const roles = levelsOf(
    'user',
    rows.map((row) => row.role),
  ).filter((level): level is Role => level !== 'anonymous' && level !== 'guest');
  const changed = outcome.recorded;
  const message =
    change === 'grant'
      ? changed
        ? `Granted ${role}.`
        : `The account already holds ${role}; nothing changed.`
      : changed
        ? `Revoked ${role}.`
        : `The account does not hold ${role}; nothing changed.`;
  return { userId, role, change, changed, roles, message };
}
