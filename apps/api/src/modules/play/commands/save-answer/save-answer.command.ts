import type { AnswerLetter, QuestionAnswered } from '@quiz/domain';

export class SaveAnswerCommand {
  constructor(
    readonly commandId: string,
    readonly userId: string,
    readonly questionId: string,
    readonly selectedAnswer: AnswerLetter | null,
    readonly timeTaken: number,
    /** Missing: the session is found from the question (ADR 0071). */
    readonly sessionId: string | undefined,
  ) {}
}

export interface SavedAnswer {
  answer: QuestionAnswered['data'];
  /** false for a retry of an answer already recorded under the same command id. */
  recorded: boolean;
}
