import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { quizSessionDecider, quizSessionStreamName } from '@quiz/domain';
import type { CommandProcessor } from '../../../../infra/event-store/command-processor.js';
import { CLOCK, COMMAND_PROCESSOR, type Clock } from '../../../../infra/tokens.js';
import { FinishQuizCommand } from './finish-quiz.command.js';

@CommandHandler(FinishQuizCommand)
export class FinishQuizHandler implements ICommandHandler<FinishQuizCommand> {
  constructor(
    @Inject(COMMAND_PROCESSOR) private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: FinishQuizCommand) {
    return this.commands.handle({
      decider: quizSessionDecider,
      streamId: quizSessionStreamName(command.sessionId),
      commandId: command.commandId,
      command: {
        type: 'FinishQuiz',
        data: { sessionId: command.sessionId, userId: command.userId },
        metadata: { now: this.clock.now() },
      },
    });
  }
}
