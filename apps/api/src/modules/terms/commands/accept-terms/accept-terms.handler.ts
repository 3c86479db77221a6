import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { termsDecider, termsStreamName } from '@quiz/domain';
import type { CommandProcessor } from '../../../../infra/event-store/command-processor.js';
import { CLOCK, COMMAND_PROCESSOR, type Clock } from '../../../../infra/tokens.js';
import { AcceptTermsCommand } from './accept-terms.command.js';

@CommandHandler(AcceptTermsCommand)
export class AcceptTermsHandler implements ICommandHandler<AcceptTermsCommand> {
  constructor(
    @Inject(COMMAND_PROCESSOR) private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: AcceptTermsCommand) {
    return this.commands.handle({
      decider: termsDecider,
      streamId: termsStreamName(command.userId),
      commandId: command.commandId,
      command: {
        type: 'AcceptTerms',
        data: { userId: command.userId, version: command.version, acceptedAt: command.acceptedAt },
        metadata: { now: this.clock.now() },
      },
    });
  }
}
