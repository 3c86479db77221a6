import { saveAnswerResponseSchema, type SaveAnswerResponse } from '@quiz/contracts';
import type { QueuedAnswer } from '@quiz/domain';
import { ApiClientError, apiClient } from '@/lib/api-client';
import type { AttemptResult } from '../answer-queue/answer-queue';

/**
 * One attempt at POST /api/answers/save-answer for a queued answer, under its command id as Idempotency-Key
 * (ADR 0072). Never throws: the queue decides from the status what to do next (0: no response).
 */
export async function sendQueuedAnswer(entry: QueuedAnswer): Promise<AttemptResult<SaveAnswerResponse>> {
  try {
    const result = await apiClient.post(
      '/api/answers/save-answer',
      { ...entry.answer, isCorrect: null },
      { schema: saveAnswerResponseSchema, headers: { 'Idempotency-Key': entry.commandId } },
    );
    return { status: 200, result };
  } catch (error) {
    if (error instanceof ApiClientError) return { status: error.status, code: error.code };
    // A response that does not parse is not an acknowledgement the client can show; try again later.
    return { status: 0, code: 'UNREADABLE_RESPONSE' };
  }
}
