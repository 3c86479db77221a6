import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { issuedQuestionsDecider, issuedQuestionsStreamName, type RecordedQuestion } from '@quiz/domain';
import type { CommandProcessor } from '../../../../infra/event-store/command-processor.js';
import { CLOCK, COMMAND_PROCESSOR, type Clock } from '../../../../infra/tokens.js';
import { IssueQuestionsCommand } from './issue-questions.command.js';

/** Records questions on the player's stream; resolves to those recorded (never one issued before). */
@CommandHandler(IssueQuestionsCommand)
export class IssueQuestionsHandler implements ICommandHandler<IssueQuestionsCommand, RecordedQuestion[]> {
  constructor(
    @Inject(COMMAND_PROCESSOR) private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: IssueQuestionsCommand): Promise<RecordedQuestion[]> {
    const outcome = await this.commands.handle({
      decider: issuedQuestionsDecider,
      streamId: issuedQuestionsStreamName(command.userId),
      commandId: command.commandId,
      command: {
        type: 'IssueQuestions',
        data: {
          userId: command.userId,
          batchId: command.batchId,
          topic: command.topic,
          topicKey: command.topicKey,
          difficulty: command.difficulty,
          questions: command.questions,
        },
        metadata: { now: this.clock.now() },
      },
    });
    return outcome.events.flatMap((event) => event.data.questions);
  }
}
