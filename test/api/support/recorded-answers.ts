import { randomUUID } from 'node:crypto';
import type { QuestionAnswered } from '@quiz/domain';
import {
  type EventStore,
  type LogPosition,
} from '../../../apps/api/src/infra/event-store/event-store.port.js';
import type { ProjectionRunner } from '../../../apps/api/src/infra/projections/projection-runner.js';
import { EVENT_STORE } from '../../../apps/api/src/infra/tokens.js';
import type { TestApp } from '../../../apps/api/src/testing/test-app.js';
import { projectionsSettled } from '../../../apps/api/src/testing/projections-settled.js';

export type Answer = QuestionAnswered['data'];

/** R: right, W: wrong, T: the timer ran out. */
export type Mark = 'R' | 'W' | 'T';

let answersMade = 0;

/** One answer as the save-answer handler records it, one second after the previous one. */
export function answer(userId: string, topic: string, mark: Mark): Answer {
  answersMade += 1;
  return {
    sessionId: randomUUID(),
    userId,
    questionId: randomUUID(),
    question: `Question ${answersMade} about ${topic}?`,
    optionA: 'Alpha',
    optionB: 'Bravo',
    optionC: 'Charlie',
    optionD: 'Delta',
    correct: 'B',
    explanation: 'Because it is so.',
    topic,
    difficulty: 'medium',
    subtopic: 'Miscellany',
    selectedAnswer: mark === 'R' ? 'B' : mark === 'W' ? 'C' : null,
    isCorrect: mark === 'R',
    timeTaken: mark === 'T' ? 15 : 5,
    answeredAt: new Date(Date.UTC(2026, 10, 1, 10, 0, 0) + answersMade * 1000).toISOString(),
  };
}

/** Every projection has applied everything committed so far, up to `upTo` if given. */
export const settled = (testApp: TestApp, upTo?: LogPosition): Promise<ProjectionRunner> =>
  projectionsSettled(testApp.app, { upTo });

/** Appends the answers in order, each on its session's stream, then waits for the read models. */
export async function record(testApp: TestApp, answers: readonly Answer[]): Promise<void> {
  const store = testApp.app.get<EventStore>(EVENT_STORE);
  let last: LogPosition | undefined;
  for (const data of answers) {
    const appended = await store.append(
      `quiz-${data.sessionId}`,
      [{ id: randomUUID(), type: 'QuestionAnswered', data }],
      'any',
    );
    last = appended.position;
  }
  await settled(testApp, last);
}
