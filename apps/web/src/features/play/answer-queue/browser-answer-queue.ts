import { useEffect } from 'react';
import type { SaveAnswerResponse } from '@quiz/contracts';
import { readStorage, writeStorage } from '@/lib/storage';
import { sendQueuedAnswer } from '../api/send-queued-answer';
import { AnswerQueue } from './answer-queue';

/** localStorage key of the answers not yet acknowledged by the server. */
export const ANSWER_QUEUE_KEY = 'pendingAnswers';

/** The page's one queue, on localStorage, so answers outlive a reload or a closed tab. */
export const answerQueue = new AnswerQueue<SaveAnswerResponse>({
  storage: {
    read: () => readStorage(ANSWER_QUEUE_KEY),
    write: (value) => writeStorage(ANSWER_QUEUE_KEY, value),
  },
  send: sendQueuedAnswer,
  now: () => Date.now(),
  random: () => Math.random(),
  schedule: (task, ms) => {
    const timer = window.setTimeout(task, ms);
    return () => window.clearTimeout(timer);
  },
});

/**
 * Runs the queue for the signed-in player while the app is open: sends what an earlier visit left, and retries
 * at once when the browser comes back online. Mounted by the app's signed-in frame.
 */
export function useAnswerQueue(ownerId: string | null): void {
  useEffect(() => {
    if (!ownerId) return;
    answerQueue.start(ownerId);
    const online = () => answerQueue.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      answerQueue.stop();
    };
  }, [ownerId]);
}
