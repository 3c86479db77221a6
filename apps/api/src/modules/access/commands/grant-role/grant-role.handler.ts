import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accessDecider, accessStreamName } from '@quiz/domain';
import type { CommandProcessor } from '../../../../infra/event-store/command-processor.js';
import { CLOCK, COMMAND_PROCESSOR, type Clock } from '../../../../infra/tokens.js';
import { GrantRoleCommand } from './grant-role.command.js';

@CommandHandler(GrantRoleCommand)
export class GrantRoleHandler implements ICommandHandler<GrantRoleCommand> {
  constructor(
    @Inject(COMMAND_PROCESSOR) private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: GrantRoleCommand) {
    return this.commands.handle({
      decider: accessDecider,
      streamId: accessStreamName(command.userId),
      commandId: command.commandId,
      command: {
        type: 'GrantRole',
        data: { userId: command.userId, role: command.role, source: command.source },
        metadata: { now: this.clock.now() },
      },
    });
  }
}
