import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { termsDecider, termsStreamName } from '@quiz/domain';
import type { EventStore } from '../../../../infra/event-store/event-store.port.js';
import { handleCommand } from '../../../../infra/event-store/handle-command.js';
import { CLOCK, EVENT_STORE, type Clock } from '../../../../infra/tokens.js';
import { AcceptTermsCommand } from './accept-terms.command.js';

@CommandHandler(AcceptTermsCommand)
export class AcceptTermsHandler implements ICommandHandler<AcceptTermsCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: AcceptTermsCommand) {
    return handleCommand(this.eventStore, {
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
