import type { DomainEvent } from '../shared/decider.js';
import type { AnswerLetter } from '../questions/answer-key.rules.js';
import type { QuestionDifficulty } from '../questions/quality-pipeline.js';
import type { QuestionAnswered } from './question-answered.event.js';

/** A question as it was issued in a session: what the player saw, with the key the server keeps. */
export interface QuizQuestion {
  questionId: string;
  question: string;
  options: [string, string, string, string];
  correct: AnswerLetter;
  explanation: string;
  subtopic: string;
  /** When the server handed the question to the player: the bound on the time an answer may claim. */
  issuedAt: string;
}

/** A signed-in player's round began: the questions issued, with their keys, on stream `quiz-{sessionId}`. */
export type QuizStarted = DomainEvent<
  'QuizStarted',
  {
    sessionId: string;
    userId: string;
    topic: string;
    difficulty: QuestionDifficulty;
    round: number;
    /** The subtopic the round asked for (the weakest one carried over), or null for a first round. */
    subtopic: string | null;
    startedAt: string;
    questions: QuizQuestion[];
    /**
     * false while questions are still being streamed to the player (ADR 0073): the round cannot finish by
     * being answered until `AllQuizQuestionsIssued`.
     */
    allIssued: boolean;
  }
>;

/** More questions of a streamed round, each recorded as it is handed to the player. */
export type QuizQuestionsAdded = DomainEvent<
  'QuizQuestionsAdded',
  { sessionId: string; userId: string; questions: QuizQuestion[] }
>;

/** A streamed round has all its questions: answering the last one now finishes it. */
export type AllQuizQuestionsIssued = DomainEvent<
  'AllQuizQuestionsIssued',
  { sessionId: string; userId: string; questionCount: number }
>;

export type QuizFinishedReason = 'all-answered' | 'requested';

/** No further answers are taken in the session. */
export type QuizFinished = DomainEvent<
  'QuizFinished',
  { sessionId: string; userId: string; reason: QuizFinishedReason; finishedAt: string }
>;

export type QuizSessionEvent =
  QuizStarted | QuizQuestionsAdded | AllQuizQuestionsIssued | QuestionAnswered | QuizFinished;

export type QuizSessionState =
  | { status: 'not-started' }
  | {
      status: 'in-progress' | 'finished';
      session: QuizStarted['data'];
      answered: ReadonlySet<string>;
      /** The latest answer's time, by the server's clock: the next question is shown after it (ADR 0130). */
      lastAnsweredAt: string | null;
    };

export const initialQuizSessionState = (): QuizSessionState => ({ status: 'not-started' });

export function evolveQuizSession(state: QuizSessionState, event: QuizSessionEvent): QuizSessionState {
  switch (event.type) {
    case 'QuizStarted':
      return { status: 'in-progress', session: event.data, answered: new Set(), lastAnsweredAt: null };
    case 'QuizQuestionsAdded':
      if (state.status === 'not-started') return state;
      return {
        ...state,
        session: { ...state.session, questions: [...state.session.questions, ...event.data.questions] },
      };
    case 'AllQuizQuestionsIssued':
      if (state.status === 'not-started') return state;
      return { ...state, session: { ...state.session, allIssued: true } };
    case 'QuestionAnswered': {
      if (state.status === 'not-started') return state;
      const lastAnsweredAt =
        state.lastAnsweredAt !== null && state.lastAnsweredAt > event.data.answeredAt
          ? state.lastAnsweredAt
          : event.data.answeredAt;
      return { ...state, answered: new Set(state.answered).add(event.data.questionId), lastAnsweredAt };
    }
    case 'QuizFinished':
      if (state.status === 'not-started') return state;
      return { ...state, status: 'finished' };
  }
}
