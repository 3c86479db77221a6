import type { DomainEvent } from '../shared/decider.js';
import type { RecordedQuestion } from './issued-questions.events.js';
import type { QuestionDifficulty } from './quality-pipeline.js';

/** A batch generated ahead of demand for a topic, difficulty and (optionally) subtopic. */
export type QuestionsGenerated = DomainEvent<
  'QuestionsGenerated',
  {
    topic: string;
    topicKey: string;
    difficulty: QuestionDifficulty;
    subtopic: string | null;
    generatedAt: string;
    questions: RecordedQuestion[];
  }
>;

export type QuestionPoolEvent = QuestionsGenerated;

export interface QuestionPoolState {
  pooledIds: ReadonlySet<string>;
}

export const initialQuestionPoolState = (): QuestionPoolState => ({ pooledIds: new Set() });

export function evolveQuestionPool(state: QuestionPoolState, event: QuestionPoolEvent): QuestionPoolState {
  switch (event.type) {
    case 'QuestionsGenerated': {
      const pooledIds = new Set(state.pooledIds);
      for (const question of event.data.questions) pooledIds.add(question.questionId);
      return { pooledIds };
    }
  }
}
