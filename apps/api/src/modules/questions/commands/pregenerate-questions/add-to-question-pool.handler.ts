import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { questionPoolDecider, questionPoolStreamName } from '@quiz/domain';
import type { CommandProcessor } from '../../../../infra/event-store/command-processor.js';
import { CLOCK, COMMAND_PROCESSOR, type Clock } from '../../../../infra/tokens.js';
import { AddToQuestionPoolCommand } from './add-to-question-pool.command.js';

/** Appends QuestionsGenerated to the topic's pool stream; resolves to how many questions were new. */
@CommandHandler(AddToQuestionPoolCommand)
export class AddToQuestionPoolHandler implements ICommandHandler<AddToQuestionPoolCommand, number> {
  constructor(
    @Inject(COMMAND_PROCESSOR) private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: AddToQuestionPoolCommand): Promise<number> {
    const outcome = await this.commands.handle({
      decider: questionPoolDecider,
      streamId: questionPoolStreamName(command.topicKey),
      commandId: command.commandId,
      // Several workers may fill one topic's pool at once: allow more retries than a player's command.
      maxAttempts: 5,
      command: {
        type: 'AddToQuestionPool',
        data: {
          topic: command.topic,
          topicKey: command.topicKey,
          difficulty: command.difficulty,
          subtopic: command.subtopic,
          questions: command.questions,
        },
        metadata: { now: this.clock.now() },
      },
    });
    return outcome.events.reduce((sum, event) => sum + event.data.questions.length, 0);
  }
}
