import type { AnswerLetter } from '../questions/answer-key.rules.js';
import type { QuestionAnswered } from '../play/question-answered.event.js';
import {
  evolveQuizSession,
  initialQuizSessionState,
  type QuizSessionEvent,
  type QuizSessionState,
} from '../play/quiz-session.events.js';
import { replaySteps, type ReplayStep, type TimedEvent } from './replay.js';

/** A solo round being replayed: the decider's own state, and the answers it took in the order it took them. */
export interface SoloReplayState {
  session: QuizSessionState;
  answers: QuestionAnswered['data'][];
}

export const initialSoloReplayState = (): SoloReplayState => ({
  session: initialQuizSessionState(),
  answers: [],
});

/** The session's `evolve`, plus the answers it counted (an answer it ignores is not counted here either). */
export function evolveSoloReplay(state: SoloReplayState, event: QuizSessionEvent): SoloReplayState {
  const session = evolveQuizSession(state.session, event);
  const counted =
    event.type === 'QuestionAnswered' &&
    state.session.status !== 'not-started' &&
    !state.session.answered.has(event.data.questionId);
  return { session, answers: counted ? [...state.answers, event.data] : state.answers };
}

export interface ShownQuestion {
  /** 1-based, in the order the questions were issued. */
  number: number;
  questionId: string;
  question: string;
  /** In the order the player saw them, A to D. */
  options: [string, string, string, string];
  subtopic: string;
}

export interface ReplayedAnswer {
  number: number;
  questionId: string;
  question: string;
  options: [string, string, string, string];
  selected: AnswerLetter | null;
  correct: AnswerLetter;
  isCorrect: boolean;
  /** Seconds, as the server bounded them. */
  timeTaken: number;
  answeredAt: string;
}

export interface SoloReplayView {
  status: 'not-started' | 'in-progress' | 'finished';
  topic: string;
  difficulty: string;
  round: number;
  subtopic: string | null;
  questionsIssued: number;
  /** The question on the player's screen after this step: the first issued one not yet answered. */
  shown: ShownQuestion | null;
  /** The answer this step recorded, if it recorded one. */
  answer: ReplayedAnswer | null;
  answered: number;
  /** Right answers so far (the spec's score is right over total). */
  score: number;
  streak: number;
  bestStreak: number;
}

function streaks(answers: readonly QuestionAnswered['data'][]): { streak: number; bestStreak: number } {
  let streak = 0;
  let bestStreak = 0;
  for (const answer of answers) {
    streak = answer.isCorrect ? streak + 1 : 0;
    bestStreak = Math.max(bestStreak, streak);
  }
  return { streak, bestStreak };
}

export function soloReplayView(state: SoloReplayState, event: QuizSessionEvent): SoloReplayView {
  const { session } = state;
  if (session.status === 'not-started') {
    return {
      status: 'not-started',
      topic: '',
      difficulty: '',
      round: 0,
      subtopic: null,
      questionsIssued: 0,
      shown: null,
      answer: null,
      answered: 0,
      score: 0,
      streak: 0,
      bestStreak: 0,
    };
  }
  const questions = session.session.questions;
  const numberOf = (questionId: string) => questions.findIndex((q) => q.questionId === questionId) + 1;
  const next =
    session.status === 'finished' ? -1 : questions.findIndex((q) => !session.answered.has(q.questionId));
  const shownQuestion = next >= 0 ? questions[next] : undefined;
  const latest = state.answers.at(-1);
  const recorded = event.type === 'QuestionAnswered' && latest?.questionId === event.data.questionId;
  return {
    status: session.status,
    topic: session.session.topic,
    difficulty: session.session.difficulty,
    round: session.session.round,
    subtopic: session.session.subtopic,
    questionsIssued: questions.length,
    shown: shownQuestion
      ? {
          number: next + 1,
          questionId: shownQuestion.questionId,
          question: shownQuestion.question,
          options: shownQuestion.options,
          subtopic: shownQuestion.subtopic,
        }
      : null,
    answer:
      recorded && latest
        ? {
            number: numberOf(latest.questionId),
            questionId: latest.questionId,
            question: latest.question,
            options: [latest.optionA, latest.optionB, latest.optionC, latest.optionD],
            selected: latest.selectedAnswer,
            correct: latest.correct,
            isCorrect: latest.isCorrect,
            timeTaken: latest.timeTaken,
            answeredAt: latest.answeredAt,
          }
        : null,
    answered: state.answers.length,
    score: state.answers.filter((answer) => answer.isCorrect).length,
    ...streaks(state.answers),
  };
}

/** A solo round, step by step, as the quiz-session decider saw it. */
export function replaySoloRound(
  events: readonly TimedEvent<QuizSessionEvent>[],
): ReplayStep<SoloReplayView>[] {
  return replaySteps(events, initialSoloReplayState(), evolveSoloReplay, soloReplayView);
}
