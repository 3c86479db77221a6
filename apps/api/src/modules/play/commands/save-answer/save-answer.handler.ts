import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  DomainError,
  quizSessionDecider,
  quizSessionStreamName,
  type QuestionAnswered,
  type QuizSessionEvent,
} from '@quiz/domain';
import type { CommandProcessor } from '../../../../infra/event-store/command-processor.js';
import type { EventStore } from '../../../../infra/event-store/event-store.port.js';
import { CLOCK, COMMAND_PROCESSOR, EVENT_STORE, type Clock } from '../../../../infra/tokens.js';
import { SaveAnswerCommand, type SavedAnswer } from './save-answer.command.js';
import { SessionOfQuestionRepository } from './session-of-question.repository.js';

const notIssued = () =>
  new DomainError(
    'not_found',
    'QUIZ.QUESTION_NOT_ISSUED',
    'This question was not issued to you in this quiz session.',
  );

/**
 * Records a player's answer on `quiz-{sessionId}` as the decider judges it. A retry of a recorded answer
 * (the same command id) is refused by the decider as a second answer; it is recognised here by its event id
 * and answered with what was recorded the first time (ADR 0072).
 */
@CommandHandler(SaveAnswerCommand)
export class SaveAnswerHandler implements ICommandHandler<SaveAnswerCommand, SavedAnswer> {
  constructor(
    @Inject(COMMAND_PROCESSOR) private readonly commands: CommandProcessor,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly sessions: SessionOfQuestionRepository,
  ) {}

  async execute(command: SaveAnswerCommand): Promise<SavedAnswer> {
    const sessionId = command.sessionId ?? (await this.sessions.find(command.userId, command.questionId));
    if (!sessionId) throw notIssued();
    const streamId = quizSessionStreamName(sessionId);
    try {
      const outcome = await this.commands.handle({
        decider: quizSessionDecider,
        streamId,
        commandId: command.commandId,
        command: {
          type: 'AnswerQuestion',
          data: {
            sessionId,
            userId: command.userId,
            questionId: command.questionId,
            selectedAnswer: command.selectedAnswer,
            timeTaken: command.timeTaken,
          },
          metadata: { now: this.clock.now() },
        },
      });
      if (outcome.recorded) return { answer: answeredIn(outcome.events)!.data, recorded: true };
      // The store already held this command id: a retry that raced its first attempt past the decider.
      return { answer: await this.recordedBefore(streamId, command), recorded: false };
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'QUIZ.ALREADY_ANSWERED') throw error;
      return { answer: await this.recordedBefore(streamId, command, error), recorded: false };
    }
  }

  /** The answer this command recorded earlier; anything else is a refusal. */
  private async recordedBefore(
    streamId: string,
    command: SaveAnswerCommand,
    refusal?: DomainError,
  ): Promise<QuestionAnswered['data']> {
    const stored = (await this.events.readStream(streamId)).find((event) => event.id === command.commandId);
    const answer =
      stored?.type === 'QuestionAnswered' ? (stored.data as QuestionAnswered['data']) : undefined;
    if (answer && answer.userId === command.userId && answer.questionId === command.questionId) return answer;
    throw (
      refusal ??
      new DomainError(
        'illegal_state',
        'ANSWERS.IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for another request.',
      )
    );
  }
}

const answeredIn = (events: QuizSessionEvent[]) =>
  events.find((event): event is QuestionAnswered => event.type === 'QuestionAnswered');
