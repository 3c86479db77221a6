import type { QuestionDifficulty, QuizQuestion } from '@quiz/domain';

/** Opens `quiz-{sessionId}` for a batch just issued to a signed-in player (ADR 0071). */
export class StartQuizCommand {
  constructor(
    readonly commandId: string,
    readonly sessionId: string,
    readonly userId: string,
    readonly topic: string,
    readonly difficulty: QuestionDifficulty,
    readonly round: number,
    readonly subtopic: string | null,
    readonly questions: Omit<QuizQuestion, 'issuedAt'>[],
    /** false for a streamed round: more questions follow (ADR 0073). */
    readonly allIssued: boolean,
  ) {}
}
