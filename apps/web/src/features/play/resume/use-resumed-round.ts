import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { QuizSessionView } from '@quiz/contracts';
import { resumeRound, type QueuedAnswer } from '@quiz/domain';
import { answerQueue } from '../answer-queue/browser-answer-queue';
import { getQuizSession } from '../api/get-quiz-session';
import { followQueuedAnswer } from '../judges';
import type { PendingAnswer, PlayedAnswer, PlayQuestion } from '../play-types';
import { recallRound, rememberRound, type RoundMemory } from './round-memory';

export type ResumeState =
  | { status: 'checking' }
  /** Nothing to resume: the round starts as usual. */
  | { status: 'fresh' }
  | {
      status: 'resumed';
      questions: PlayQuestion[];
      answers: PlayedAnswer[];
      remainingMs: number;
      /** The question after `answers` was answered before the reload, and the answer is still on its way. */
      pending?: PendingAnswer;
    };

export interface RoundKeeper {
  resume: ResumeState;
  /** Keeps part of the round in the tab, for the next reload. */
  remember: (change: Partial<Pick<RoundMemory, 'sessionId' | 'guest' | 'shown'>>) => void;
}

/**
 * A reload of /play resumes the round of this history entry (issue 13 item 5): a signed-in player's from the
 * server (`GET /api/quiz-sessions/:id`), a guest's from the tab. Anything that cannot be resumed (no memory, a
 * round the server no longer has for this player, a failed read) starts a fresh round, as before.
 */
export function useResumedRound(kind: 'signed-in' | 'guest', userId: string | null = null): RoundKeeper {
  const { key: entry, search } = useLocation();
  const [recalled] = useState(() => recallRound(entry, search));
  const memory = useRef<RoundMemory | null>(recalled);
  const [resume, setResume] = useState<ResumeState>(() => {
    if (kind === 'guest' && recalled?.guest && recalled.guest.questions.length > 0)
      return resumeGuest(recalled);
    return kind === 'signed-in' && recalled?.sessionId ? { status: 'checking' } : { status: 'fresh' };
  });

  useEffect(() => {
    const sessionId = memory.current?.sessionId;
    if (resume.status !== 'checking' || !sessionId) return;
    const controller = new AbortController();
    getQuizSession(sessionId, controller.signal).then(
      (view) =>
        setResume(
          resumeFromServer(
            view,
            memory.current?.shown ?? null,
            userId ? answerQueue.pending(userId).filter((entry) => entry.answer.sessionId === sessionId) : [],
          ),
        ),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not resume the round; starting a new one', error);
        setResume({ status: 'fresh' });
      },
    );
    return () => controller.abort();
  }, [resume.status, userId]);

  const remember = useCallback(
    (change: Partial<Pick<RoundMemory, 'sessionId' | 'guest' | 'shown'>>) => {
      const base: RoundMemory = memory.current ?? {
        version: 1,
        entry,
        search,
        sessionId: null,
        guest: null,
        shown: null,
      };
      memory.current = { ...base, ...change };
      rememberRound(memory.current);
    },
    [entry, search],
  );

  return { resume, remember };
}

/**
 * The server's round at its first open question; what this tab saw of that question tightens the deadline. An
 * answer still in the save queue (given before the reload, not yet acknowledged) is the player's too: its
 * question comes next, shown answered, and follows the answer to its verdict.
 */
function resumeFromServer(
  view: QuizSessionView,
  shown: RoundMemory['shown'],
  queued: readonly QueuedAnswer[],
): ResumeState {
  const serverNow = Date.parse(view.serverNow);
  const questions = new Map(
    view.questions.map(({ issuedAt: _issuedAt, ...question }) => [
      question.id,
      { ...question, sessionId: view.sessionId, key: null } satisfies PlayQuestion,
    ]),
  );
  const answers: PlayedAnswer[] = view.answers.flatMap((answer) => {
    const question = questions.get(answer.questionId);
    if (!question) return [];
    const { isCorrect, correct, explanation } = answer;
    return [
      {
        question,
        selectedAnswer: answer.selectedAnswer,
        timeTaken: answer.timeTaken,
        judgement: { isCorrect, correct, explanation },
        playedAt: answer.answeredAt,
      },
    ];
  });
  const resumed = resumeRound(
    {
      questions: view.questions.map((question) => ({ questionId: question.id, issuedAt: question.issuedAt })),
      answers: view.answers,
      // This device's memory, read on the server's clock.
      shown: shown && {
        questionId: shown.questionId,
        at: new Date(serverNow - (Date.now() - shown.at)).toISOString(),
      },
    },
    new Date(serverNow),
  );
  // A finished round takes no more answers: what was answered is the round.
  const order = view.status === 'finished' ? resumed.answered : resumed.order;
  if (order.length === 0) return { status: 'fresh' };
  const recorded = new Set(view.answers.map((answer) => answer.questionId));
  const waiting = queued.find(
    (entry) => !recorded.has(entry.answer.questionId) && order.includes(entry.answer.questionId),
  );
  const ordered = waiting
    ? [
        ...resumed.answered,
        waiting.answer.questionId,
        ...order.filter((id) => !recorded.has(id) && id !== waiting.answer.questionId),
      ]
    : order;
  return {
    status: 'resumed',
    questions: ordered.flatMap((id) => questions.get(id) ?? []),
    answers,
    remainingMs: resumed.current?.remainingMs ?? 0,
    ...(waiting && {
      pending: {
        questionId: waiting.answer.questionId,
        given: { selectedAnswer: waiting.answer.selectedAnswer, timeTaken: waiting.answer.timeTaken },
        follow: followQueuedAnswer(waiting.commandId),
      },
    }),
  };
}

/** A guest's round from the tab, on this device's clock. */
function resumeGuest(memory: RoundMemory): ResumeState {
  const { questions, answers } = memory.guest!;
  const now = Date.now();
  // Guests' questions carry no issue time: only what this tab saw of the current question bounds it.
  const issuedAt = new Date(now).toISOString();
  const resumed = resumeRound(
    {
      questions: questions.map((question) => ({ questionId: question.id, issuedAt })),
      answers: answers.map((answer) => ({ questionId: answer.question.id, answeredAt: answer.playedAt })),
      shown: memory.shown && {
        questionId: memory.shown.questionId,
        at: new Date(memory.shown.at).toISOString(),
      },
    },
    new Date(now),
  );
  const byId = new Map(questions.map((question) => [question.id, question]));
  return {
    status: 'resumed',
    questions: resumed.order.flatMap((id) => byId.get(id) ?? []),
    answers: resumed.answered.flatMap((id) => answers.find((answer) => answer.question.id === id) ?? []),
    remainingMs: resumed.current?.remainingMs ?? 0,
  };
}
