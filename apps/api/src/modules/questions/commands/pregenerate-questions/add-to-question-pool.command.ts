import type { QuestionDifficulty, RecordedQuestion } from '@quiz/domain';

export class AddToQuestionPoolCommand {
  constructor(
    readonly commandId: string,
    readonly topic: string,
    readonly topicKey: string,
    readonly difficulty: QuestionDifficulty,
    readonly subtopic: string | null,
    readonly questions: RecordedQuestion[],
  ) {}
}
