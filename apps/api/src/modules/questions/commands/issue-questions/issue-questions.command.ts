import type { QuestionDifficulty, RecordedQuestion } from '@quiz/domain';

export class IssueQuestionsCommand {
  constructor(
    readonly commandId: string,
    readonly userId: string,
    readonly batchId: string,
    readonly topic: string,
    readonly topicKey: string,
    readonly difficulty: QuestionDifficulty,
    readonly questions: RecordedQuestion[],
  ) {}
}
