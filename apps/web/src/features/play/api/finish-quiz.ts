import { finishQuizResponseSchema } from '@quiz/contracts';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/answers/finish-quiz. A round also ends with its last answer, so this mostly confirms it; it is what
 * ends a round whose stream was cut short (ADR 0073).
 */
export const finishQuiz = (sessionId: string) =>
  apiClient.post('/api/answers/finish-quiz', { sessionId }, { schema: finishQuizResponseSchema });
