import { quizSessionViewSchema, type QuizSessionView } from '@quiz/contracts';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/quiz-sessions/:sessionId`: the signed-in player's round as the server holds it (issue 13 item 5). */
export const getQuizSession = (sessionId: string, signal?: AbortSignal): Promise<QuizSessionView> =>
  apiRequest(`/api/quiz-sessions/${encodeURIComponent(sessionId)}`, {
    schema: quizSessionViewSchema,
    signal,
  });
