import type { Decider } from '../shared/decider.js';
import { DomainError } from '../shared/domain-error.js';
import type { AnswerLetter } from '../questions/answer-key.rules.js';
import type { QuestionDifficulty } from '../questions/quality-pipeline.js';
import type { QuestionAnswered } from './question-answered.event.js';
import {
  evolveQuizSession,
  initialQuizSessionState,
  type QuizFinished,
  type QuizQuestion,
  type QuizSessionEvent,
  type QuizSessionState,
} from './quiz-session.events.js';
import { FIRST_ROUND, judgeAnswerTime, LAST_ROUND } from './quiz-session.rules.js';

export interface StartQuiz {
  type: 'StartQuiz';
  data: {
    sessionId: string;
    userId: string;
    topic: string;
    difficulty: QuestionDifficulty;
    round: number;
    subtopic: string | null;
    questions: Omit<QuizQuestion, 'issuedAt'>[];
    /** false when the round's questions are streamed: more follow through AddQuizQuestions. */
    allIssued: boolean;
  };
  metadata: { now: Date };
}

export interface AddQuizQuestions {
  type: 'AddQuizQuestions';
  data: { sessionId: string; userId: string; questions: Omit<QuizQuestion, 'issuedAt'>[] };
  metadata: { now: Date };
}

export interface CompleteQuizIssue {
  type: 'CompleteQuizIssue';
  data: { sessionId: string; userId: string };
  metadata: { now: Date };
}

export interface AnswerQuestion {
  type: 'AnswerQuestion';
  data: {
    sessionId: string;
    userId: string;
    questionId: string;
    /** null: the timer ran out. */
    selectedAnswer: AnswerLetter | null;
    /** Seconds, as the player's device measured them. */
    timeTaken: number;
  };
  metadata: { now: Date };
}

export interface FinishQuiz {
  type: 'FinishQuiz';
  data: { sessionId: string; userId: string };
  metadata: { now: Date };
}

export type QuizSessionCommand =
  StartQuiz | AddQuizQuestions | CompleteQuizIssue | AnswerQuestion | FinishQuiz;

export const quizSessionStreamName = (sessionId: string) => `quiz-${sessionId}`;

type StartedState = Exclude<QuizSessionState, { status: 'not-started' }>;

function startQuiz(command: StartQuiz, state: QuizSessionState): QuizSessionEvent[] {
  // The session id is the command's: a retried start finds its session already there.
  if (state.status !== 'not-started') return [];
  const { round, questions } = command.data;
  if (!Number.isInteger(round) || round < FIRST_ROUND || round > LAST_ROUND) {
    throw new DomainError(
      'validation',
      'QUIZ.INVALID_ROUND',
      `round must be ${FIRST_ROUND} to ${LAST_ROUND}.`,
    );
  }
  if (questions.length === 0) {
    throw new DomainError('validation', 'QUIZ.NO_QUESTIONS', 'A quiz needs at least one question.');
  }
  if (new Set(questions.map((question) => question.questionId)).size !== questions.length) {
    throw new DomainError('validation', 'QUIZ.REPEATED_QUESTION', 'A quiz cannot hold a question twice.');
  }
  const startedAt = command.metadata.now.toISOString();
  return [
    {
      type: 'QuizStarted',
      data: {
        ...command.data,
        startedAt,
        questions: questions.map((question) => ({ ...question, issuedAt: startedAt })),
      },
    },
  ];
}

/** Only the player a session was started for may act on it. */
function ownSession(state: QuizSessionState, userId: string): StartedState {
  if (state.status === 'not-started') {
    throw new DomainError('not_found', 'QUIZ.SESSION_NOT_FOUND', 'No quiz session has this id.');
  }
  if (state.session.userId !== userId) {
    throw new DomainError(
      'forbidden',
      'QUIZ.NOT_YOUR_SESSION',
      'This quiz session belongs to another player.',
    );
  }
  return state;
}

function answerQuestion(command: AnswerQuestion, state: QuizSessionState): QuizSessionEvent[] {
  const { userId, questionId, selectedAnswer, timeTaken } = command.data;
  const started = ownSession(state, userId);
  const { session } = started;
  const question = session.questions.find((issued) => issued.questionId === questionId);
  if (!question) {
    throw new DomainError(
      'not_found',
      'QUIZ.QUESTION_NOT_ISSUED',
      'This question was not issued to you in this quiz session.',
    );
  }
  if (started.answered.has(questionId)) {
    throw new DomainError(
      'illegal_state',
      'QUIZ.ALREADY_ANSWERED',
      'This question has already been answered.',
    );
  }
  if (started.status === 'finished') {
    throw new DomainError('illegal_state', 'QUIZ.FINISHED', 'This quiz session is finished.');
  }
  if (!Number.isFinite(timeTaken) || timeTaken < 0) {
    throw new DomainError(
      'validation',
      'QUIZ.INVALID_TIME_TAKEN',
      'timeTaken must be a number of seconds, 0 or more.',
    );
  }
  const now = command.metadata.now;
  const timing = judgeAnswerTime(timeTaken, question.issuedAt, started.lastAnsweredAt, now);
  // Too late by the server's clock: timed out, whatever the letter (ADR 0130).
  const given = timing.timedOut ? null : selectedAnswer;
  const [optionA, optionB, optionC, optionD] = question.options;
  const answered: QuestionAnswered = {
    type: 'QuestionAnswered',
    data: {
      sessionId: session.sessionId,
      userId,
      questionId,
      question: question.question,
      optionA,
      optionB,
      optionC,
      optionD,
      correct: question.correct,
      explanation: question.explanation,
      topic: session.topic,
      difficulty: session.difficulty,
      subtopic: question.subtopic,
      selectedAnswer: given,
      // The server's judgement: whatever the client believes is never asked.
      isCorrect: given === question.correct,
      timeTaken: timing.timeTaken,
      answeredAt: now.toISOString(),
    },
  };
  const allAnswered = session.allIssued && started.answered.size + 1 === session.questions.length;
  return allAnswered ? [answered, finished(session.sessionId, userId, 'all-answered', now)] : [answered];
}

/** A streamed round's next questions; those already in the round are left out (a retried add). */
function addQuizQuestions(command: AddQuizQuestions, state: QuizSessionState): QuizSessionEvent[] {
  const started = ownSession(state, command.data.userId);
  if (started.status === 'finished' || started.session.allIssued) {
    throw new DomainError('illegal_state', 'QUIZ.ISSUE_CLOSED', 'This quiz session takes no more questions.');
  }
  const taken = new Set(started.session.questions.map((question) => question.questionId));
  const fresh = command.data.questions.filter((question) => {
    if (taken.has(question.questionId)) return false;
    taken.add(question.questionId);
    return true;
  });
  if (fresh.length === 0) return [];
  const issuedAt = command.metadata.now.toISOString();
  return [
    {
      type: 'QuizQuestionsAdded',
      data: {
        sessionId: command.data.sessionId,
        userId: command.data.userId,
        questions: fresh.map((question) => ({ ...question, issuedAt })),
      },
    },
  ];
}

/** The stream of a round's questions ended; if the player already answered them all, the round is over. */
function completeQuizIssue(command: CompleteQuizIssue, state: QuizSessionState): QuizSessionEvent[] {
  const started = ownSession(state, command.data.userId);
  if (started.session.allIssued || started.status === 'finished') return [];
  const { sessionId, userId } = command.data;
  const issued: QuizSessionEvent = {
    type: 'AllQuizQuestionsIssued',
    data: { sessionId, userId, questionCount: started.session.questions.length },
  };
  return started.answered.size === started.session.questions.length
    ? [issued, finished(sessionId, userId, 'all-answered', command.metadata.now)]
    : [issued];
}

function finishQuiz(command: FinishQuiz, state: QuizSessionState): QuizSessionEvent[] {
  const started = ownSession(state, command.data.userId);
  if (started.status === 'finished') return [];
  return [finished(command.data.sessionId, command.data.userId, 'requested', command.metadata.now)];
}

const finished = (
  sessionId: string,
  userId: string,
  reason: QuizFinished['data']['reason'],
  now: Date,
): QuizFinished => ({
  type: 'QuizFinished',
  data: { sessionId, userId, reason, finishedAt: now.toISOString() },
});

export function decideQuizSession(command: QuizSessionCommand, state: QuizSessionState): QuizSessionEvent[] {
  switch (command.type) {
    case 'StartQuiz':
      return startQuiz(command, state);
    case 'AddQuizQuestions':
      return addQuizQuestions(command, state);
    case 'CompleteQuizIssue':
      return completeQuizIssue(command, state);
    case 'AnswerQuestion':
      return answerQuestion(command, state);
    case 'FinishQuiz':
      return finishQuiz(command, state);
  }
}

export const quizSessionDecider: Decider<QuizSessionState, QuizSessionCommand, QuizSessionEvent> = {
  initialState: initialQuizSessionState,
  evolve: evolveQuizSession,
  decide: decideQuizSession,
};
