import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { GRANTABLE_ROLES, isGrantableRole } from '@quiz/domain';
import Table from 'cli-table3';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module.js';
import { loadConfig } from '../config/app-config.js';
import type { CommandOutcome } from '../infra/event-store/command-processor.js';
import type { ProjectionRunner } from '../infra/projections/projection-runner.js';
import { PROJECTION_RUNNER } from '../infra/tokens.js';
import { GrantRoleCommand } from '../modules/access/commands/grant-role/grant-role.command.js';
import { RevokeRoleCommand } from '../modules/access/commands/revoke-role/revoke-role.command.js';
import { userRolesProjection } from '../modules/access/projections/user-roles/user-roles.projection.js';

const USAGE = `Usage:
  npm run roles -- grant EMAIL ROLE     record RoleGranted (ROLE: ${GRANTABLE_ROLES.join(' or ')})
  npm run roles -- revoke EMAIL ROLE    record RoleRevoked
  npm run roles -- list                 every account holding a role beyond player`;

/** A refusal meant for the operator: printed as is, exit code 1. */
class CliError extends Error {}

/** Operator commands for roles, against the same database and event store the api uses. */
export async function runRolesCli(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, email, role] = args;
  if (
    !(command === 'list' && args.length === 1) &&
    !((command === 'grant' || command === 'revoke') && args.length === 3)
  ) {
    console.error(USAGE);
    return 2;
  }
  if (role !== undefined && !isGrantableRole(role)) {
    throw new CliError(
      role === 'player'
        ? 'Every account is a player already; only analyst and admin can be granted or revoked.'
        : `Unknown role '${role}'. Roles that can be granted: ${GRANTABLE_ROLES.join(', ')}.`,
    );
  }
  // The api's own runner keeps following the log; this process catches user_roles up itself (a grant or revoke
  // does so through its own write, in RoleChanges).
  const config = loadConfig({ ...env, PROJECTIONS_ENABLED: 'false' });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error'] });
  try {
    const dataSource = app.get(DataSource);
    const runner = app.get<ProjectionRunner>(PROJECTION_RUNNER);
    if (command === 'list') {
      await runner.catchUp(userRolesProjection);
      await printRoles(dataSource);
      return 0;
    }
    const userId = await accountId(dataSource, email!);
    const outcome: CommandOutcome<unknown> = await app
      .get(CommandBus)
      .execute(
        command === 'grant'
          ? new GrantRoleCommand(randomUUID(), userId, role!, 'cli')
          : new RevokeRoleCommand(randomUUID(), userId, role!, 'cli'),
      );
    console.log(
      outcome.recorded
        ? `${command === 'grant' ? 'Granted' : 'Revoked'} ${role} ${command === 'grant' ? 'to' : 'from'} ${email}.`
        : `${email} ${command === 'grant' ? 'already holds' : 'does not hold'} ${role}; nothing recorded.`,
    );
    return 0;
  } finally {
    await app.close();
  }
}

async function accountId(dataSource: DataSource, email: string): Promise<string> {
  const rows: { id: string }[] = await dataSource.query(
    `SELECT id FROM "user" WHERE lower(email) = lower($1)`,
    [email.trim()],
  );
  if (rows.length === 0) throw new CliError(`No account with the e-mail ${email}.`);
  return rows[0]!.id;
}

async function printRoles(dataSource: DataSource): Promise<void> {
  const rows: { email: string; roles: string[] }[] = await dataSource.query(
    `SELECT u.email, array_agg(r.role ORDER BY r.role) AS roles
       FROM user_roles r JOIN "user" u ON u.id = r.user_id
      GROUP BY u.email ORDER BY u.email`,
  );
  if (rows.length === 0) {
    console.log('No account holds a role beyond player.');
    return;
  }
  const table = new Table({ head: ['e-mail', 'roles'] });
  for (const row of rows) table.push([row.email, ['player', ...row.roles].join(', ')]);
  console.log(table.toString());
}

export function reportCliFailure(error: unknown): number {
  // Operators get the sentence; the stack only when they ask for it.
  console.error(
    error instanceof Error && (error instanceof CliError || !process.env.DEBUG) ? error.message : error,
  );
  return 1;
}
