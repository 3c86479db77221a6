import { guestAnswerResponseSchema, type AnswerLetter, type GuestAnswerResponse } from '@quiz/contracts';
import { apiClient } from '@/lib/api-client';
import { readStorage, storageKeys } from '@/lib/storage';

/**
 * POST /api/answers/guest (ADR 0130): a guest's answer, judged by the server against the sealed key the question
 * came with; the reply reveals the key and the explanation. Throws ApiClientError (status 0: no response).
 */
export const checkGuestAnswer = (sealedKey: string, selectedAnswer: AnswerLetter | null) =>
  apiClient.post<GuestAnswerResponse>(
    '/api/answers/guest',
    { sealedKey, selectedAnswer },
    { schema: guestAnswerResponseSchema, token: readStorage(storageKeys.guestToken) },
  );
