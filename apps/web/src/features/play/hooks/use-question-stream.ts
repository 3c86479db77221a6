import { useEffect, useState } from 'react';
import type { PlayRequest } from '@quiz/domain';
import type { GuestRetakeQuestion } from '@quiz/contracts';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage';
import { streamGuestQuestions, streamPlayerQuestions, type QuestionProgress } from '../api/stream-questions';
import { loadFailureMessage, PLAY_MESSAGES } from '../play-messages';
import type { PlayQuestion } from '../play-types';

export interface QuestionStreamState {
  questions: PlayQuestion[];
  progress: QuestionProgress;
  /** No more questions will come. */
  complete: boolean;
  /** Nothing to play: the error view's message. */
  failure: string | null;
  /** With an unknown topic's failure: the closest topics the server can play, each a game to start. */
  suggestedTopics: string[];
  /** Play goes on, but the player should know (partial batch, a server message, a cut stream). */
  notice: string | null;
}

/**
 * Streams the round's questions (NDJSON, ADR 0051), exposing each as soon as it arrives. Signed-in players get
 * questions without keys, each with its quiz session; guests get each question's key sealed (ADR 0130).
 */
/** The caller keys its component by the request: a new request is a new round with fresh state. */
export function useQuestionStream(
  request: PlayRequest,
  kind: 'signed-in' | 'guest',
  /** Retake Incorrect: the round's missed questions, asked again (ADR 0173). */
  retake: { retake: string[] } | { guestRetake: GuestRetakeQuestion[] } | null = null,
): QuestionStreamState {
  const [state, setState] = useState<QuestionStreamState>(() => initial(request.batchSize));
  const { topic, difficulty, round, subtopic, batchSize } = request;
  const retakeBody = retake ? JSON.stringify(retake) : null;

  useEffect(() => {
    const controller = new AbortController();
    const body = {
      topic,
      difficulty,
      round,
      subtopic: subtopic ?? undefined,
      // A retake is exactly its questions, however many: the batch size would only be refused against them.
      ...(retakeBody ? JSON.parse(retakeBody) : { batchSize }),
    };
    const onProgress = (progress: QuestionProgress) => setState((current) => ({ ...current, progress }));
    const addQuestion = (question: PlayQuestion, progress: QuestionProgress) =>
      setState((current) => ({
        ...current,
        questions: [...current.questions, question],
        progress: { ...progress, ready: Math.max(progress.ready, current.progress.ready) },
      }));

    const run =
      kind === 'signed-in'
        ? streamPlayerQuestions(body, {
            signal: controller.signal,
            onProgress,
            onQuestion: (question, progress, sessionId) =>
              addQuestion({ ...question, sessionId, key: null }, progress),
          })
        : streamGuestQuestions(body, {
            signal: controller.signal,
            token: readStorage(storageKeys.guestToken),
            onProgress,
            onQuestion: (question, progress) =>
              addQuestion({ ...question, sessionId: null, key: null }, progress),
          });

    run.then(
      (batch) => {
        // Decided once, outside the state update, which React may run twice.
        const repeatsNotice = batch.notice && firstTimeTold(topic) ? batch.notice : null;
        setState((current) => {
          if (batch.questions.length === 0) {
            return {
              ...current,
              complete: true,
              failure: batch.error ?? PLAY_MESSAGES.empty,
              suggestedTopics: batch.suggestedTopics,
            };
          }
          const notice = batch.error ?? (batch.partial ? PLAY_MESSAGES.partial : null) ?? repeatsNotice;
          return {
            ...current,
            complete: true,
            notice,
            progress: { ready: batch.questions.length, total: batch.questions.length },
          };
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((current) =>
          current.questions.length === 0
            ? { ...current, complete: true, failure: loadFailureMessage(error) }
            : {
                // Cut off midway: the questions that arrived are still a round.
                ...current,
                complete: true,
                notice: loadFailureMessage(error),
                progress: { ready: current.questions.length, total: current.questions.length },
              },
        );
      },
    );
    return () => controller.abort();
  }, [kind, topic, difficulty, round, subtopic, batchSize, retakeBody]);

  return state;
}

/** The repeats notice is said once per topic in this browser, not at every round that repeats (ADR 0173). */
function firstTimeTold(topic: string): boolean {
  const key = `repeatsTold:${topic.trim().toLowerCase()}`;
  if (readStorage(key)) return false;
  writeStorage(key, '1');
  return true;
}

const initial = (total: number): QuestionStreamState => ({
  questions: [],
  progress: { ready: 0, total },
  complete: false,
  failure: null,
  suggestedTopics: [],
  notice: null,
});
