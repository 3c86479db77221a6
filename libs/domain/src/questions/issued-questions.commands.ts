import type { Decider } from '../shared/decider.js';
import {
  evolveIssuedQuestions,
  initialIssuedQuestionsState,
  type IssuedQuestionsEvent,
  type IssuedQuestionsState,
  type QuestionsIssued,
  type RecordedQuestion,
} from './issued-questions.events.js';
import type { QuestionDifficulty } from './quality-pipeline.js';

export interface IssueQuestions {
  type: 'IssueQuestions';
  data: {
    userId: string;
    batchId: string;
    topic: string;
    topicKey: string;
    difficulty: QuestionDifficulty;
    questions: RecordedQuestion[];
  };
  metadata: { now: Date };
}

export type IssuedQuestionsCommand = IssueQuestions;

/** One stream per signed-in player holds every question the player was issued. */
export const issuedQuestionsStreamName = (userId: string) => `player-questions-${userId}`;

/**
 * A player is never issued the same question twice unless it is marked a repeat (the topic has nothing fresh
 * left for them, or they retake it): other questions already on the player's record are left out (two requests
 * racing for one player both pass the read-side check; this one sees both). A batch never holds one question
 * twice. Nothing new, nothing recorded.
 */
export function decideIssueQuestions(
  command: IssuedQuestionsCommand,
  state: IssuedQuestionsState,
): IssuedQuestionsEvent[] {
  const taken = new Set(state.issuedIds);
  const inBatch = new Set<string>();
  const fresh: RecordedQuestion[] = [];
  for (const question of command.data.questions) {
    if (taken.has(question.questionId) && !(question.repeat && !inBatch.has(question.questionId))) continue;
    inBatch.add(question.questionId);
    taken.add(question.questionId);
    fresh.push(question);
  }
  if (fresh.length === 0) return [];
  const event: QuestionsIssued = {
    type: 'QuestionsIssued',
    data: {
      userId: command.data.userId,
      batchId: command.data.batchId,
      topic: command.data.topic,
      topicKey: command.data.topicKey,
      difficulty: command.data.difficulty,
      issuedAt: command.metadata.now.toISOString(),
      questions: fresh,
    },
  };
  return [event];
}

export const issuedQuestionsDecider: Decider<
  IssuedQuestionsState,
  IssuedQuestionsCommand,
  IssuedQuestionsEvent
> = {
  initialState: initialIssuedQuestionsState,
  evolve: evolveIssuedQuestions,
  decide: decideIssueQuestions,
};
