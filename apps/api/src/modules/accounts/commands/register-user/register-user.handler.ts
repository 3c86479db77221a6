import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStreamName } from '@quiz/domain';
import type { CommandProcessor } from '../../../../infra/event-store/command-processor.js';
import { CLOCK, COMMAND_PROCESSOR, type Clock } from '../../../../infra/tokens.js';
import { RegisterUserCommand } from './register-user.command.js';

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    @Inject(COMMAND_PROCESSOR) private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: RegisterUserCommand) {
    return this.commands.handle({
      decider: userDecider,
      streamId: userStreamName(command.userId),
      commandId: command.commandId,
      command: {
        type: 'RegisterUser',
        data: { userId: command.userId, email: command.email, displayName: command.displayName },
        metadata: { now: this.clock.now() },
      },
    });
  }
}
