import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { quizSessionDecider, quizSessionStreamName } from '@quiz/domain';
import type { CommandProcessor } from '../../../../infra/event-store/command-processor.js';
import { CLOCK, COMMAND_PROCESSOR, type Clock } from '../../../../infra/tokens.js';
import { StartQuizCommand } from './start-quiz.command.js';

@CommandHandler(StartQuizCommand)
export class StartQuizHandler implements ICommandHandler<StartQuizCommand> {
  constructor(
    @Inject(COMMAND_PROCESSOR) private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: StartQuizCommand) {
    return this.commands.handle({
      decider: quizSessionDecider,
      streamId: quizSessionStreamName(command.sessionId),
      commandId: command.commandId,
      command: {
        type: 'StartQuiz',
        data: {
          sessionId: command.sessionId,
          userId: command.userId,
          topic: command.topic,
          difficulty: command.difficulty,
          round: command.round,
          subtopic: command.subtopic,
          questions: command.questions,
          allIssued: command.allIssued,
        },
        metadata: { now: this.clock.now() },
      },
    });
  }
}
