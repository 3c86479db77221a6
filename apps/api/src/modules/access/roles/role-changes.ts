import {
  accessDecider,
  accessStreamName,
  checkRoleChange,
  evolveAccess,
  initialAccessState,
  type AccessEvent,
  type GrantableRole,
  type RoleChange,
  type RoleChangeFacts,
} from '@quiz/domain';
import type { DataSource } from 'typeorm';
import type { CommandOutcome, CommandProcessor } from '../../../infra/event-store/command-processor.js';
import { START_OF_LOG, type EventStore } from '../../../infra/event-store/event-store.port.js';
import type { ProjectionRunner } from '../../../infra/projections/projection-runner.js';
import type { ExclusiveLock } from '../../../infra/locks/exclusive-lock.js';
import type { Clock } from '../../../infra/tokens.js';
import type { SessionVerifier } from '../../accounts/auth/session-verifier.js';
import type { GrantRoleCommand } from '../commands/grant-role/grant-role.command.js';
import type { RevokeRoleCommand } from '../commands/revoke-role/revoke-role.command.js';
import { userRolesProjection } from '../projections/user-roles/user-roles.projection.js';

const LOCK_NAME = 'access.role-changes';

/**
 * Every role change, from the roles screen, the CLI or ADMIN_EMAILS, one at a time across every api node
 * (ADR 0194). The rules (`checkRoleChange`) look at more than one account's stream: whether the actor is an
 * admin still, whether the target exists, how many admins there are. Each account's stream guards only itself,
 * so two admins revoking each other at once could each see the other still standing and leave none. Under one
 * lock, and with every fact read from the event store itself rather than from a read model that may lag, a
 * decision cannot be overtaken before its event is appended.
 */
export class RoleChanges {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly events: EventStore,
    private readonly dataSource: DataSource,
    private readonly projections: ProjectionRunner,
    private readonly lock: ExclusiveLock,
    private readonly clock: Clock,
    private readonly sessions: Pick<SessionVerifier, 'onSessionChange'>,
  ) {}

  apply(
    change: RoleChange,
    command: GrantRoleCommand | RevokeRoleCommand,
  ): Promise<CommandOutcome<AccessEvent>> {
    return this.lock.exclusively(LOCK_NAME, () => this.decideAndRecord(change, command));
  }

  private async decideAndRecord(
    change: RoleChange,
    command: GrantRoleCommand | RevokeRoleCommand,
  ): Promise<CommandOutcome<AccessEvent>> {
    checkRoleChange(change, command.role, await this.facts(change, command));
    const outcome = await this.commands.handle({
      decider: accessDecider,
      streamId: accessStreamName(command.userId),
      commandId: command.commandId,
      command: {
        type: change === 'grant' ? 'GrantRole' : 'RevokeRole',
        data: {
          userId: command.userId,
          role: command.role,
          source: command.source,
          ...(command.actorId === undefined ? {} : { actorId: command.actorId }),
        },
        metadata: { now: this.clock.now() },
      },
    });
    if (outcome.recorded) {
      // Whoever asked reads its own change: the guard and the roles screen read user_roles, and this node's
      // session cache forgets the account now rather than when the change feed's message arrives.
      await this.projections.catchUpThrough(userRolesProjection, outcome.position ?? START_OF_LOG);
      this.sessions.onSessionChange(`user:${command.userId}`);
    }
    return outcome;
  }

  private async facts(
    change: RoleChange,
    command: GrantRoleCommand | RevokeRoleCommand,
  ): Promise<RoleChangeFacts> {
    const fromTheScreen = command.source === 'admin';
    if (fromTheScreen && command.actorId === undefined)
      throw new Error('A change from the screen names its admin.');
    // One decision reads each account's stream once: the actor and the target are candidates admins too.
    const read = new Map<string, Promise<ReadonlySet<GrantableRole>>>();
    const rolesOf = (userId: string) => {
      if (!read.has(userId)) read.set(userId, this.rolesOf(userId));
      return read.get(userId)!;
    };
    return {
      actor: fromTheScreen
        ? { kind: 'account', userId: command.actorId!, roles: await rolesOf(command.actorId!) }
        : { kind: 'operator' },
      target: {
        userId: command.userId,
        // The CLI and ADMIN_EMAILS found the account by its e-mail already.
        exists: !fromTheScreen || (await this.accountExists(command.userId)),
        roles: await rolesOf(command.userId),
      },
      admins: change === 'revoke' && command.role === 'admin' ? await this.countAdmins(command, rolesOf) : 0,
    };
  }

  /** The roles an account holds now, from its stream (the read model may not have caught up yet). */
  private async rolesOf(userId: string): Promise<ReadonlySet<GrantableRole>> {
    const history = await this.events.readStream(accessStreamName(userId));
    return history.reduce(
      (state, recorded) => evolveAccess(state, { type: recorded.type, data: recorded.data } as AccessEvent),
      initialAccessState(),
    ).roles;
  }

  private async accountExists(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM "user" WHERE id = $1`, [userId]);
    return rows.length > 0;
  }

  /**
   * Admins now: the read model names the candidates, and each one's stream has the last word. An admin the
   * read model does not list yet (granted a moment ago by the CLI or ADMIN_EMAILS) can only make the count low,
   * which refuses a revocation that was safe; never the other way round.
   */
  private async countAdmins(
    command: GrantRoleCommand | RevokeRoleCommand,
    rolesOf: (userId: string) => Promise<ReadonlySet<GrantableRole>>,
  ): Promise<number> {
    const rows: { user_id: string }[] = await this.dataSource.query(
      `SELECT user_id FROM user_roles WHERE role = 'admin'`,
    );
    const candidates = new Set([...rows.map((row) => row.user_id), command.userId]);
    if (command.actorId !== undefined) candidates.add(command.actorId);
    let admins = 0;
    for (const userId of candidates) if ((await rolesOf(userId)).has('admin')) admins += 1;
    return admins;
  }
}
