import { deciderSpecification } from '../shared/testing/decider-specification.js';
import type { QuestionAnswered } from './question-answered.event.js';
import {
  quizSessionDecider,
  type AddQuizQuestions,
  type AnswerQuestion,
  type CompleteQuizIssue,
  type FinishQuiz,
  type StartQuiz,
} from './quiz-session.commands.js';
import type {
  AllQuizQuestionsIssued,
  QuizFinished,
  QuizQuestion,
  QuizQuestionsAdded,
  QuizStarted,
} from './quiz-session.events.js';
import { boundTimeTaken } from './quiz-session.rules.js';

const startedAt = new Date('2026-11-21T10:00:00.000Z');
const secondsLater = (seconds: number) => new Date(startedAt.getTime() + seconds * 1000);
const spec = deciderSpecification(quizSessionDecider);

const question = (id: string, correct: QuizQuestion['correct'] = 'C'): Omit<QuizQuestion, 'issuedAt'> => ({
  questionId: id,
  question: `Question ${id}?`,
  options: [`${id} a`, `${id} b`, `${id} c`, `${id} d`],
  correct,
  explanation: `Because ${id}.`,
  subtopic: `Subtopic ${id}`,
});
const session = {
  sessionId: 's1',
  userId: 'u1',
  topic: 'Capitals',
  difficulty: 'medium' as const,
  round: 1,
  subtopic: null,
  allIssued: true,
};
const start = (overrides: Partial<StartQuiz['data']> = {}): StartQuiz => ({
  type: 'StartQuiz',
  data: { ...session, questions: [question('q1'), question('q2', 'A')], ...overrides },
  metadata: { now: startedAt },
});
const quizStarted = (overrides: Partial<QuizStarted['data']> = {}): QuizStarted => ({
  type: 'QuizStarted',
  data: {
    ...session,
    startedAt: startedAt.toISOString(),
    questions: [question('q1'), question('q2', 'A')].map((q) => ({
      ...q,
      issuedAt: startedAt.toISOString(),
    })),
    ...overrides,
  },
});
const answer = (overrides: Partial<AnswerQuestion['data']> = {}, at = secondsLater(5)): AnswerQuestion => ({
  type: 'AnswerQuestion',
  data: {
    sessionId: 's1',
    userId: 'u1',
    questionId: 'q1',
    selectedAnswer: 'C',
    timeTaken: 4.2,
    ...overrides,
  },
  metadata: { now: at },
});
const answered = (
  overrides: Partial<QuestionAnswered['data']> = {},
  at = secondsLater(5),
): QuestionAnswered => ({
  type: 'QuestionAnswered',
  data: {
    sessionId: 's1',
    userId: 'u1',
    questionId: 'q1',
    question: 'Question q1?',
    optionA: 'q1 a',
    optionB: 'q1 b',
    optionC: 'q1 c',
    optionD: 'q1 d',
    correct: 'C',
    explanation: 'Because q1.',
    topic: 'Capitals',
    difficulty: 'medium',
    subtopic: 'Subtopic q1',
    selectedAnswer: 'C',
    isCorrect: true,
    timeTaken: 4.2,
    answeredAt: at.toISOString(),
    ...overrides,
  },
});
const q2Answered = (): QuestionAnswered =>
  answered({
    questionId: 'q2',
    question: 'Question q2?',
    optionA: 'q2 a',
    optionB: 'q2 b',
    optionC: 'q2 c',
    optionD: 'q2 d',
    correct: 'A',
    explanation: 'Because q2.',
    subtopic: 'Subtopic q2',
    selectedAnswer: 'B',
    isCorrect: false,
  });
const quizFinished = (reason: QuizFinished['data']['reason'], at = secondsLater(20)): QuizFinished => ({
  type: 'QuizFinished',
  data: { sessionId: 's1', userId: 'u1', reason, finishedAt: at.toISOString() },
});

describe('starting a quiz session', () => {
  it('records the round with every question issued, its key and when it was issued', () => {
    spec.given([]).when(start()).then([quizStarted()]);
  });

  it('keeps the subtopic a later round asks for', () => {
    spec
      .given([])
      .when(start({ round: 3, subtopic: 'Europe' }))
      .then([quizStarted({ round: 3, subtopic: 'Europe' })]);
  });

  it('records nothing when the session was already started (a retried start)', () => {
    spec.given([quizStarted()]).when(start()).thenNothingHappens();
  });

  it.each([0, 4, 1.5])('refuses round %s: rounds are 1 to 3', (round) => {
    spec.given([]).when(start({ round })).thenThrows('QUIZ.INVALID_ROUND');
  });

  it('refuses a session without questions', () => {
    spec
      .given([])
      .when(start({ questions: [] }))
      .thenThrows('QUIZ.NO_QUESTIONS');
  });

  it('refuses a session that holds one question twice', () => {
    spec
      .given([])
      .when(start({ questions: [question('q1'), question('q1')] }))
      .thenThrows('QUIZ.REPEATED_QUESTION');
  });
});

describe('answering a question', () => {
  it('judges the answer against the issued key and copies in the question as the player saw it', () => {
    spec.given([quizStarted()]).when(answer()).then([answered()]);
  });

  it('judges a wrong letter incorrect', () => {
    spec
      .given([quizStarted()])
      .when(answer({ selectedAnswer: 'A' }))
      .then([answered({ selectedAnswer: 'A', isCorrect: false })]);
  });

  it('records a timeout (no letter) as incorrect', () => {
    spec
      .given([quizStarted()])
      .when(answer({ selectedAnswer: null, timeTaken: 15 }, secondsLater(16)))
      .then([answered({ selectedAnswer: null, isCorrect: false, timeTaken: 15 }, secondsLater(16))]);
  });

  it('never records more time than has passed since the question was issued', () => {
    spec
      .given([quizStarted()])
      .when(answer({ timeTaken: 9 }, secondsLater(3)))
      .then([answered({ timeTaken: 3 }, secondsLater(3))]);
  });

  it('never records more time than the 15 s timer and its grace', () => {
    spec
      .given([quizStarted()])
      .when(answer({ timeTaken: 600 }, secondsLater(16)))
      .then([answered({ timeTaken: 16 }, secondsLater(16))]);
  });

  it('times out an answer that arrives 25 s after its question was issued, whatever it claims (ADR 0130)', () => {
    spec
      .given([quizStarted()])
      .when(answer({ selectedAnswer: 'C', timeTaken: 0.5 }, secondsLater(25)))
      .then([answered({ selectedAnswer: null, isCorrect: false, timeTaken: 15 }, secondsLater(25))]);
  });

  it('never records less time than surely passed since the question was on screen, less the grace', () => {
    spec
      .given([quizStarted()])
      .when(answer({ timeTaken: 0.5 }, secondsLater(12)))
      .then([answered({ timeTaken: 10 }, secondsLater(12))]);
  });

  it('counts the next question as shown at the latest 60 s after the previous answer (Next)', () => {
    const q2 = {
      questionId: 'q2',
      question: 'Question q2?',
      optionA: 'q2 a',
      optionB: 'q2 b',
      optionC: 'q2 c',
      optionD: 'q2 d',
      correct: 'A' as const,
      explanation: 'Because q2.',
      subtopic: 'Subtopic q2',
    };
    // Previous answer at 5 s: q2 is on screen by 65 s at the latest, its deadline is 82 s.
    spec
      .given([quizStarted(), answered()])
      .when(answer({ questionId: 'q2', selectedAnswer: 'A', timeTaken: 0.3 }, secondsLater(75)))
      .then([
        answered({ ...q2, selectedAnswer: 'A', isCorrect: true, timeTaken: 8 }, secondsLater(75)),
        quizFinished('all-answered', secondsLater(75)),
      ]);
    spec
      .given([quizStarted(), answered()])
      .when(answer({ questionId: 'q2', selectedAnswer: 'A', timeTaken: 0.3 }, secondsLater(83)))
      .then([
        answered({ ...q2, selectedAnswer: null, isCorrect: false, timeTaken: 15 }, secondsLater(83)),
        quizFinished('all-answered', secondsLater(83)),
      ]);
  });

  it('finishes the session with its last answer', () => {
    spec
      .given([quizStarted(), answered()])
      .when(answer({ questionId: 'q2', selectedAnswer: 'B' }))
      .then([q2Answered(), quizFinished('all-answered', secondsLater(5))]);
  });

  it('refuses a question that was not issued in this session', () => {
    spec
      .given([quizStarted()])
      .when(answer({ questionId: 'q9' }))
      .thenThrows('QUIZ.QUESTION_NOT_ISSUED');
  });

  it('refuses a second answer to the same question', () => {
    spec
      .given([quizStarted(), answered()])
      .when(answer({ selectedAnswer: 'D' }))
      .thenThrows('QUIZ.ALREADY_ANSWERED');
  });

  it('refuses an answer in a finished session', () => {
    spec
      .given([quizStarted(), quizFinished('requested')])
      .when(answer({ questionId: 'q2' }))
      .thenThrows('QUIZ.FINISHED');
  });

  it('refuses another player', () => {
    spec
      .given([quizStarted()])
      .when(answer({ userId: 'u2' }))
      .thenThrows('QUIZ.NOT_YOUR_SESSION');
  });

  it('refuses a session that was never started', () => {
    spec.given([]).when(answer()).thenThrows('QUIZ.SESSION_NOT_FOUND');
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses a time of %s', (timeTaken) => {
    spec.given([quizStarted()]).when(answer({ timeTaken })).thenThrows('QUIZ.INVALID_TIME_TAKEN');
  });
});

describe('a round whose questions are streamed', () => {
  const streamedStart = () =>
    quizStarted({ allIssued: false, questions: [{ ...question('q1'), issuedAt: startedAt.toISOString() }] });
  const add = (ids: string[], userId = 'u1'): AddQuizQuestions => ({
    type: 'AddQuizQuestions',
    data: { sessionId: 's1', userId, questions: ids.map((id) => question(id, 'A')) },
    metadata: { now: secondsLater(4) },
  });
  const added = (ids: string[]): QuizQuestionsAdded => ({
    type: 'QuizQuestionsAdded',
    data: {
      sessionId: 's1',
      userId: 'u1',
      questions: ids.map((id) => ({ ...question(id, 'A'), issuedAt: secondsLater(4).toISOString() })),
    },
  });
  const complete: CompleteQuizIssue = {
    type: 'CompleteQuizIssue',
    data: { sessionId: 's1', userId: 'u1' },
    metadata: { now: secondsLater(30) },
  };
  const allIssued = (questionCount: number): AllQuizQuestionsIssued => ({
    type: 'AllQuizQuestionsIssued',
    data: { sessionId: 's1', userId: 'u1', questionCount },
  });

  it('adds each question when it is handed out, with its own issue time', () => {
    spec
      .given([streamedStart()])
      .when(add(['q2']))
      .then([added(['q2'])]);
  });

  it('bounds the time of an added question by its own issue time', () => {
    spec
      .given([streamedStart(), added(['q2'])])
      .when(answer({ questionId: 'q2', selectedAnswer: 'A', timeTaken: 9 }, secondsLater(6)))
      .then([
        answered(
          {
            questionId: 'q2',
            question: 'Question q2?',
            optionA: 'q2 a',
            optionB: 'q2 b',
            optionC: 'q2 c',
            optionD: 'q2 d',
            correct: 'A',
            explanation: 'Because q2.',
            subtopic: 'Subtopic q2',
            selectedAnswer: 'A',
            timeTaken: 2,
          },
          secondsLater(6),
        ),
      ]);
  });

  it('leaves out a question already in the round (a retried add)', () => {
    spec
      .given([streamedStart(), added(['q2'])])
      .when(add(['q2']))
      .thenNothingHappens();
  });

  it('does not finish while questions may still come, even with every question so far answered', () => {
    spec.given([streamedStart()]).when(answer()).then([answered()]);
  });

  it('finishes when the stream ends if every question was already answered', () => {
    spec
      .given([streamedStart(), answered()])
      .when(complete)
      .then([allIssued(1), quizFinished('all-answered', secondsLater(30))]);
  });

  it('marks the round complete and finishes it with its last answer', () => {
    spec
      .given([streamedStart(), added(['q2'])])
      .when(complete)
      .then([allIssued(2)]);
    spec
      .given([streamedStart(), added(['q2']), allIssued(2), answered()])
      .when(answer({ questionId: 'q2', selectedAnswer: 'B' }))
      // q2 was issued at 4 s: 1 s is all that can have passed.
      .then([
        { ...q2Answered(), data: { ...q2Answered().data, timeTaken: 1 } },
        quizFinished('all-answered', secondsLater(5)),
      ]);
  });

  it('takes no questions once the round is complete', () => {
    spec
      .given([streamedStart(), allIssued(1)])
      .when(add(['q2']))
      .thenThrows('QUIZ.ISSUE_CLOSED');
  });

  it('refuses another player’s questions', () => {
    spec
      .given([streamedStart()])
      .when(add(['q2'], 'u2'))
      .thenThrows('QUIZ.NOT_YOUR_SESSION');
  });
});

describe('finishing a quiz on request', () => {
  const finish = (userId = 'u1'): FinishQuiz => ({
    type: 'FinishQuiz',
    data: { sessionId: 's1', userId },
    metadata: { now: secondsLater(20) },
  });

  it('finishes a session with questions left', () => {
    spec
      .given([quizStarted(), answered()])
      .when(finish())
      .then([quizFinished('requested')]);
  });

  it('records nothing for a session already finished', () => {
    spec
      .given([quizStarted(), quizFinished('requested')])
      .when(finish())
      .thenNothingHappens();
  });

  it('refuses another player', () => {
    spec.given([quizStarted()]).when(finish('u2')).thenThrows('QUIZ.NOT_YOUR_SESSION');
  });
});

describe('the time an answer may claim', () => {
  const issuedAt = startedAt.toISOString();

  it('keeps the device’s time when it is within both bounds, to the millisecond', () => {
    expect(boundTimeTaken(4.12345, issuedAt, secondsLater(10))).toBe(4.123);
  });

  it('treats a server clock behind the issue time as no time passed', () => {
    expect(boundTimeTaken(4, issuedAt, secondsLater(-1))).toBe(0);
  });
});
