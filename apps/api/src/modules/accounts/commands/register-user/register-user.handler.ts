import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStreamName } from '@quiz/domain';
import type { EventStore } from '../../../../infra/event-store/event-store.port.js';
import { handleCommand } from '../../../../infra/event-store/handle-command.js';
import { CLOCK, EVENT_STORE, type Clock } from '../../../../infra/tokens.js';
import { RegisterUserCommand } from './register-user.command.js';

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: RegisterUserCommand) {
    return handleCommand(this.eventStore, {
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
