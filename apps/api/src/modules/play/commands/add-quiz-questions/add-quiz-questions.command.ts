import type { QuizQuestion } from '@quiz/domain';

/** The next questions of a streamed round, recorded as they are handed to the player (ADR 0073). */
export class AddQuizQuestionsCommand {
  constructor(
    readonly commandId: string,
    readonly sessionId: string,
    readonly userId: string,
    readonly questions: Omit<QuizQuestion, 'issuedAt'>[],
  ) {}
}
