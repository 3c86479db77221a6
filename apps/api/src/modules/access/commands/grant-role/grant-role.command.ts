import type { RoleChangeSource } from '@quiz/domain';

export class GrantRoleCommand {
  constructor(
    readonly commandId: string,
    readonly userId: string,
    readonly role: string,
    readonly source: RoleChangeSource,
    /** The admin's account, for changes made on the roles screen (`source` 'admin'). */
    readonly actorId?: string,
  ) {}
}
