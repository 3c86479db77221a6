import type { Decider } from '../shared/decider.js';
import type { RecordedQuestion } from './issued-questions.events.js';
import type { QuestionDifficulty } from './quality-pipeline.js';
import {
  evolveQuestionPool,
  initialQuestionPoolState,
  type QuestionPoolEvent,
  type QuestionPoolState,
} from './question-pool.events.js';

export interface AddToQuestionPool {
  type: 'AddToQuestionPool';
  data: {
    topic: string;
    topicKey: string;
    difficulty: QuestionDifficulty;
    subtopic: string | null;
    questions: RecordedQuestion[];
  };
  metadata: { now: Date };
}

/** One pool stream per topic key: `questions-capitals`, `questions-custom-roman-roads`. */
export const questionPoolStreamName = (topicKey: string) => `questions-${topicKey}`;

/** Only questions the pool does not hold yet are recorded; a batch of nothing new records nothing. */
export function decideAddToQuestionPool(
  command: AddToQuestionPool,
  state: QuestionPoolState,
): QuestionPoolEvent[] {
  const taken = new Set(state.pooledIds);
  const fresh = command.data.questions.filter((question) => {
    if (taken.has(question.questionId)) return false;
    taken.add(question.questionId);
    return true;
  });
  if (fresh.length === 0) return [];
  return [
    {
      type: 'QuestionsGenerated',
      data: {
        topic: command.data.topic,
        topicKey: command.data.topicKey,
        difficulty: command.data.difficulty,
        subtopic: command.data.subtopic,
        generatedAt: command.metadata.now.toISOString(),
        questions: fresh,
      },
    },
  ];
}

export const questionPoolDecider: Decider<QuestionPoolState, AddToQuestionPool, QuestionPoolEvent> = {
  initialState: initialQuestionPoolState,
  evolve: evolveQuestionPool,
  decide: decideAddToQuestionPool,
};
