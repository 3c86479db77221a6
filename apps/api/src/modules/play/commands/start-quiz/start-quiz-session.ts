import type { CommandBus } from '@nestjs/cqrs';
import type { QuestionsRequest } from '@quiz/contracts';
import { FIRST_ROUND, type QuizQuestion, type RecordedQuestion } from '@quiz/domain';
import { nameBasedUuid } from '../../../../infra/event-store/event-ids.js';
import { AddQuizQuestionsCommand } from '../add-quiz-questions/add-quiz-questions.command.js';
import { CompleteQuizIssueCommand } from '../complete-quiz-issue/complete-quiz-issue.command.js';
import { StartQuizCommand } from './start-quiz.command.js';

export interface IssuedBatch {
  userId: string;
  request: QuestionsRequest;
  /** The batch's id on `player-questions-{uid}`; the session takes it as its own id (ADR 0071). */
  batchId: string;
}

const toQuizQuestion = (recorded: RecordedQuestion): Omit<QuizQuestion, 'issuedAt'> => ({
  questionId: recorded.questionId,
  question: recorded.question,
  options: recorded.options,
  correct: recorded.correct,
  explanation: recorded.explanation,
  subtopic: recorded.subtopic,
});

const startCommand = (batch: IssuedBatch, questions: RecordedQuestion[], allIssued: boolean) =>
  new StartQuizCommand(
    nameBasedUuid(`quiz-started:${batch.batchId}`),
    batch.batchId,
    batch.userId,
    batch.request.topic,
    batch.request.difficulty,
    batch.request.round ?? FIRST_ROUND,
    batch.request.subtopic ?? null,
    questions.map(toQuizQuestion),
    allIssued,
  );

/**
 * Starts the quiz session of a whole batch issued to a signed-in player, before the batch is answered to the
 * player; resolves to its id, or null when nothing was issued and there is nothing to play.
 */
export async function startQuizSession(
  commandBus: CommandBus,
  batch: IssuedBatch & { questions: RecordedQuestion[] },
): Promise<string | null> {
  if (batch.questions.length === 0) return null;
  await commandBus.execute(startCommand(batch, batch.questions, true));
  return batch.batchId;
}

/**
 * The session of a streamed batch (ADR 0073): started with its first question, each later one added before it
 * is written to the player, and completed when the stream ends.
 */
export class StreamedQuizSession {
  private started = false;

  constructor(
    private readonly commandBus: CommandBus,
    private readonly batch: IssuedBatch,
  ) {}

  /** The batch the questions are recorded under, chosen before the first one is generated. */
  get batchId(): string {
    return this.batch.batchId;
  }

  /** The session's id once it holds a question. */
  get sessionId(): string | null {
    return this.started ? this.batch.batchId : null;
  }

  async add(question: RecordedQuestion): Promise<string> {
    const { batchId, userId } = this.batch;
    if (!this.started) {
      await this.commandBus.execute(startCommand(this.batch, [question], false));
      this.started = true;
    } else {
      await this.commandBus.execute(
        new AddQuizQuestionsCommand(
          nameBasedUuid(`quiz-questions-added:${batchId}:${question.questionId}`),
          batchId,
          userId,
          [toQuizQuestion(question)],
        ),
      );
    }
    return batchId;
  }

  async complete(): Promise<void> {
    if (!this.started) return;
    const { batchId, userId } = this.batch;
    await this.commandBus.execute(
      new CompleteQuizIssueCommand(nameBasedUuid(`quiz-issue-completed:${batchId}`), batchId, userId),
    );
  }
}
