import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { QuizSessionView } from '@quiz/contracts';
import {
  DomainError,
  evolveQuizSession,
  initialQuizSessionState,
  quizSessionStreamName,
  resumeRound,
  type QuestionAnswered,
  type QuizSessionEvent,
} from '@quiz/domain';
import type { EventStore } from '../../../../infra/event-store/event-store.port.js';
import { CLOCK, EVENT_STORE, type Clock } from '../../../../infra/tokens.js';
import { GetQuizSessionQuery } from './get-quiz-session.query.js';

/**
 * A round as its stream `quiz-{sessionId}` holds it (ADR 0070): read from the log, not a read model, so a reload
 * right after an answer sees it, on any api node and after a restart. Only its player may read it.
 */
@QueryHandler(GetQuizSessionQuery)
export class GetQuizSessionHandler implements IQueryHandler<GetQuizSessionQuery, QuizSessionView> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ sessionId, userId }: GetQuizSessionQuery): Promise<QuizSessionView> {
    const recorded = await this.events.readStream(quizSessionStreamName(sessionId));
    let state = initialQuizSessionState();
    const answers: QuestionAnswered['data'][] = [];
    for (const event of recorded) {
      const sessionEvent = { type: event.type, data: event.data } as QuizSessionEvent;
      state = evolveQuizSession(state, sessionEvent);
      if (sessionEvent.type === 'QuestionAnswered') answers.push(sessionEvent.data);
    }
    if (state.status === 'not-started') {
      throw new DomainError('not_found', 'QUIZ.SESSION_NOT_FOUND', 'No quiz session has this id.');
    }
    const { session } = state;
    // The same refusal as answering someone else's session; the round's questions stay theirs.
    if (session.userId !== userId) {
      throw new DomainError(
        'forbidden',
        'QUIZ.NOT_YOUR_SESSION',
        'This quiz session belongs to another player.',
      );
    }
    const now = this.clock.now();
    const resumed = resumeRound(
      {
        questions: session.questions.map(({ questionId, issuedAt }) => ({ questionId, issuedAt })),
        answers,
      },
      now,
    );
    const current = state.status === 'finished' ? null : resumed.current;
    return {
      sessionId: session.sessionId,
      topic: session.topic,
      difficulty: session.difficulty,
      round: session.round,
      subtopic: session.subtopic,
      status: state.status,
      allIssued: session.allIssued,
      serverNow: now.toISOString(),
      // Keys and explanations stay in the answers: an unanswered question is shown as it was issued.
      questions: session.questions.map((question) => ({
        id: question.questionId,
        question: question.question,
        optionA: question.options[0],
        optionB: question.options[1],
        optionC: question.options[2],
        optionD: question.options[3],
        subtopic: question.subtopic,
        issuedAt: question.issuedAt,
      })),
      answers: answers.map((answer) => ({
        questionId: answer.questionId,
        selectedAnswer: answer.selectedAnswer,
        isCorrect: answer.isCorrect,
        correct: answer.correct,
        explanation: answer.explanation,
        timeTaken: answer.timeTaken,
        answeredAt: answer.answeredAt,
      })),
      current: current && {
        questionId: current.questionId,
        deadlineAt: new Date(current.deadlineAt).toISOString(),
        remainingMs: current.remainingMs,
      },
    };
  }
}
