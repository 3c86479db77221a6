import type { RoleChangeSource } from '@quiz/domain';

export class GrantRoleCommand {
  constructor(
    readonly commandId: string,
    readonly userId: string,
    readonly role: string,
    readonly source: RoleChangeSource,
  ) {}
}
