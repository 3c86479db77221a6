import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { quizSessionDecider, quizSessionStreamName } from '@quiz/domain';
import type { CommandProcessor } from '../../../../infra/event-store/command-processor.js';
import { CLOCK, COMMAND_PROCESSOR, type Clock } from '../../../../infra/tokens.js';
import { CompleteQuizIssueCommand } from './complete-quiz-issue.command.js';

@CommandHandler(CompleteQuizIssueCommand)
export class CompleteQuizIssueHandler implements ICommandHandler<CompleteQuizIssueCommand> {
  constructor(
    @Inject(COMMAND_PROCESSOR) private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: CompleteQuizIssueCommand) {
    return this.commands.handle({
      decider: quizSessionDecider,
      streamId: quizSessionStreamName(command.sessionId),
      commandId: command.commandId,
      command: {
        type: 'CompleteQuizIssue',
        data: { sessionId: command.sessionId, userId: command.userId },
        metadata: { now: this.clock.now() },
      },
    });
  }
}
