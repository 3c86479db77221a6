import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  quizSessionDecider,
  quizSessionStreamName,
  type AnswerQuestion,
  type QuestionAnswered,
  type StartQuiz,
} from '@quiz/domain';
import { openPostgresBackend, type EventStoreBackend } from '../../testing/event-store-backends.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { CommandProcessor } from './command-processor.js';
import { WrongExpectedRevisionError, type EventStore } from './event-store.port.js';

const now = new Date('2026-11-24T10:00:00.000Z');

const start = (sessionId: string, userId: string, questionCount: number): StartQuiz => ({
  type: 'StartQuiz',
  data: {
    sessionId,
    userId,
    topic: 'space',
    difficulty: 'easy',
    round: 1,
    subtopic: null,
    allIssued: false,
    questions: Array.from({ length: questionCount }, (_, i) => ({
      questionId: `q-${i}`,
      question: `Question ${i}?`,
      options: ['a', 'b', 'c', 'd'],
      correct: 'A',
      explanation: 'Because.',
      subtopic: 'Planets',
    })),
  },
  metadata: { now },
});

const answer = (sessionId: string, userId: string, questionId: string): AnswerQuestion => ({
  type: 'AnswerQuestion',
  data: { sessionId, userId, questionId, selectedAnswer: 'A', timeTaken: 1 },
  metadata: { now: new Date(now.getTime() + 1_000) },
});

/** Counts the appends the store refused for a stale revision: the races lost. */
function refusalCounting(store: EventStore) {
  const lost = { count: 0 };
  const counted: EventStore = Object.create(store);
  counted.append = async (...args) => {
    try {
      return await store.append(...args);
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) lost.count += 1;
      throw error;
    }
  };
  return { counted, lost };
}

describe.each(testDatabaseKinds())('commands to one stream at once, on %s (ADR 0131)', (kind) => {
  let backend: EventStoreBackend;
  let store: EventStore;
  beforeAll(async () => {
    backend = await openPostgresBackend(kind);
    store = backend.store;
  });
  afterAll(() => backend.close());

  async function startedRound(processor: CommandProcessor, questionCount: number) {
    const sessionId = randomUUID();
    const userId = randomUUID();
    await processor.handle({
      decider: quizSessionDecider,
      streamId: quizSessionStreamName(sessionId),
      commandId: randomUUID(),
      command: start(sessionId, userId, questionCount),
    });
    return { sessionId, userId, streamId: quizSessionStreamName(sessionId) };
  }

  const answersIn = async (streamId: string) =>
    (await store.readStream(streamId))
      .filter((event) => event.type === 'QuestionAnswered')
      .map((event) => (event.data as QuestionAnswered['data']).questionId);

  it('queues them inside one node: every answer recorded once and not one race lost', async () => {
    const { counted, lost } = refusalCounting(store);
    const processor = new CommandProcessor(counted);
    const round = await startedRound(processor, 30);
    const ids = Array.from({ length: 30 }, (_, i) => `q-${i}`);
    const outcomes = await Promise.all(
      ids.map((questionId) =>
        processor.handle({
          decider: quizSessionDecider,
          streamId: round.streamId,
          commandId: randomUUID(),
          command: answer(round.sessionId, round.userId, questionId),
        }),
      ),
    );
    expect(outcomes.every((outcome) => outcome.recorded)).toBe(true);
    expect((await answersIn(round.streamId)).sort()).toEqual([...ids].sort());
    expect(lost.count).toBe(0);
  });

  it('property: nodes racing for one stream, each command sent once or twice, record every answer exactly once', async () => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 4 }),
        fc.array(fc.tuple(fc.nat(3), fc.boolean()), { minLength: 1, maxLength: 16 }),
        async (nodeCount, plan) => {
          cases += 1;
          const nodes = Array.from({ length: nodeCount }, () => new CommandProcessor(store));
          const round = await startedRound(nodes[0]!, plan.length);
          const sends = plan.flatMap(([node, twice], i) => {
            const commandId = randomUUID();
            // A retry of the same command (same id) may land on another node. Whichever comes second is refused
            // as a second answer (the handler answers that with the first); no other failure is allowed.
            const send = (on: CommandProcessor) =>
              on
                .handle({
                  decider: quizSessionDecider,
                  streamId: round.streamId,
                  commandId,
                  command: answer(round.sessionId, round.userId, `q-${i}`),
                })
                .catch((error: { code?: string }) => {
                  if (error.code !== 'QUIZ.ALREADY_ANSWERED') throw error;
                });
            const first = nodes[node % nodeCount]!;
            return twice ? [send(first), send(nodes[(node + 1) % nodeCount]!)] : [send(first)];
          });
          await Promise.all(sends);
          const recorded = await answersIn(round.streamId);
          expect(recorded.sort()).toEqual(plan.map((_, i) => `q-${i}`).sort());
        },
      ),
      { numRuns: 25 },
    );
    console.log(`commands racing across nodes: ${cases} cases`);
  });
});
