import type { DomainEvent } from '../shared/decider.js';
import type { AnswerLetter } from './answer-key.rules.js';
import type { QuestionDifficulty } from './quality-pipeline.js';

/** A question as the server recorded it: with its key, which stays on the server. */
export interface RecordedQuestion {
  /** Content-derived: the same question text always has the same id. */
  questionId: string;
  question: string;
  /** The question's text and answer, normalised (questionIdentity): what repeats are judged by. */
  identity: string;
  options: [string, string, string, string];
  correct: AnswerLetter;
  explanation: string;
  subtopic: string;
  /** The question's own difficulty, as its source judged it (a batch may mix in neighbours). */
  difficulty: QuestionDifficulty;
  source: string;
  /**
   * Issued again once the topic's fresh questions were gone (spaced repetition), with its options reshuffled;
   * absent on a first issue.
   */
  repeat?: boolean;
}

/** A batch of questions issued to one signed-in player, in the order shown, with the options as shown. */
export type QuestionsIssued = DomainEvent<
  'QuestionsIssued',
  {
    userId: string;
    batchId: string;
    topic: string;
    topicKey: string;
    difficulty: QuestionDifficulty;
    issuedAt: string;
    questions: RecordedQuestion[];
  }
>;

export type IssuedQuestionsEvent = QuestionsIssued;

export interface IssuedQuestionsState {
  issuedIds: ReadonlySet<string>;
}

export const initialIssuedQuestionsState = (): IssuedQuestionsState => ({ issuedIds: new Set() });

export function evolveIssuedQuestions(
  state: IssuedQuestionsState,
  event: IssuedQuestionsEvent,
): IssuedQuestionsState {
  switch (event.type) {
    case 'QuestionsIssued': {
      const issuedIds = new Set(state.issuedIds);
      for (const question of event.data.questions) issuedIds.add(question.questionId);
      return { issuedIds };
    }
  }
}

/** A question issued to a player again, in one batch: an answer to it in that batch's session is a repeat. */
export interface AskedAgain {
  userId: string;
  /** The batch's id, which its quiz session takes as its own (ADR 0071). */
  batchId: string;
  questionId: string;
}

/**
 * The questions of an issue the player had been asked before (a spaced-repetition repeat or Retake Incorrect):
 * the answers to them in the batch's session do not count toward the player's records (ADR 0191).
 */
export const askedAgainIn = (issued: QuestionsIssued['data']): AskedAgain[] =>
  issued.questions
    .filter((question) => question.repeat === true)
    .map((question) => ({ userId: issued.userId, batchId: issued.batchId, questionId: question.questionId }));
