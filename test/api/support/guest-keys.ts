import type { TestApp } from '../../../apps/api/src/testing/test-app.js';

type Sealed = { sealedKey: string };

/**
 * A guest batch's questions with their keys and explanations, as a guest learns them: by answering each one
 * through POST /api/answers/guest (ADR 0130). The batch itself carries only sealed keys.
 */
export async function revealedGuestQuestions<Q extends Sealed>(
  testApp: TestApp,
  guestToken: string,
  questions: Q[],
): Promise<(Omit<Q, 'sealedKey'> & { correct: string; explanation: string })[]> {
  return Promise.all(
    questions.map(async ({ sealedKey, ...question }) => {
      const response = await testApp
        .http()
        .post('/api/answers/guest')
        .set('authorization', `Bearer ${guestToken}`)
        .send({ sealedKey, selectedAnswer: 'A' });
      if (response.status !== 200) throw new Error(`guest answer: ${response.status} ${response.text}`);
      const { correct, explanation } = response.body as { correct: string; explanation: string };
      return { ...question, correct, explanation };
    }),
  );
}
