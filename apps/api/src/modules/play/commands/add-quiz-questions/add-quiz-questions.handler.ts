import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { quizSessionDecider, quizSessionStreamName } from '@quiz/domain';
import type { CommandProcessor } from '../../../../infra/event-store/command-processor.js';
import { CLOCK, COMMAND_PROCESSOR, type Clock } from '../../../../infra/tokens.js';
import { AddQuizQuestionsCommand } from './add-quiz-questions.command.js';

@CommandHandler(AddQuizQuestionsCommand)
export class AddQuizQuestionsHandler implements ICommandHandler<AddQuizQuestionsCommand> {
  constructor(
    @Inject(COMMAND_PROCESSOR) private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: AddQuizQuestionsCommand) {
    return this.commands.handle({
      decider: quizSessionDecider,
      streamId: quizSessionStreamName(command.sessionId),
      commandId: command.commandId,
      command: {
        type: 'AddQuizQuestions',
        data: { sessionId: command.sessionId, userId: command.userId, questions: command.questions },
        metadata: { now: this.clock.now() },
      },
    });
  }
}
