import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStreamName, type UserEvent } from '@quiz/domain';
import type { CommandOutcome, CommandProcessor } from '../../../../infra/event-store/command-processor.js';
import { CLOCK, COMMAND_PROCESSOR, type Clock } from '../../../../infra/tokens.js';
import { ChangeProfileCommand } from './change-profile.command.js';

/** Records UserProfileChanged on the user's stream; the user directory and better-auth's record follow it. */
@CommandHandler(ChangeProfileCommand)
export class ChangeProfileHandler implements ICommandHandler<ChangeProfileCommand> {
  constructor(
    @Inject(COMMAND_PROCESSOR) private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: ChangeProfileCommand): Promise<CommandOutcome<UserEvent>> {
    return this.commands.handle({
      decider: userDecider,
      streamId: userStreamName(command.userId),
      commandId: command.commandId,
      command: {
        type: 'ChangeUserProfile',
        data: {
          userId: command.userId,
          ...(command.displayName !== undefined ? { displayName: command.displayName } : {}),
          ...(command.photoURL !== undefined ? { photoURL: command.photoURL } : {}),
        },
        metadata: { now: this.clock.now() },
      },
    });
  }
}
