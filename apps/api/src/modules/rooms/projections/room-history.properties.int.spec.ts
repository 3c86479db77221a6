import fc from 'fast-check';
import type {
  QuestionAnswered,
  QuestionClosed,
  QuestionOpened,
  QuestionsIssued,
  RoomCreated,
} from '@quiz/domain';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { propertyParameters } from '../../../testing/property-runs.js';
import type { RecordedEvent } from '../../../infra/event-store/event-store.port.js';
import type { Projection } from '../../../infra/projections/projection.js';
import { questionReportsProjection } from '../../analysis/projections/question-reports/question-reports.projection.js';
import { answerHistoryProjection } from '../../history/projections/answer-history/answer-history.projection.js';
import { topicStreaksProjection } from '../../streaks/projections/topic-streaks/topic-streaks.projection.js';

const PLAYERS = ['user:ann', 'user:cy', 'guest:bob'] as const;
const LETTERS = ['A', 'B', 'C', 'D'] as const;
const T0 = Date.parse('2026-11-24T10:00:00.000Z');

const questionCase = fc.record({
  correct: fc.constantFrom(...LETTERS),
  answers: fc.uniqueArray(
    fc.record({
      key: fc.constantFrom(...PLAYERS),
      letter: fc.constantFrom(...LETTERS),
      elapsedMs: fc.integer({ min: 0, max: 15_000 }),
    }),
    { selector: (answer) => answer.key, maxLength: PLAYERS.length },
  ),
});
const roomCase = fc.record({
  topic: fc.constantFrom('Space', 'space ', 'Ocean'),
  questions: fc.array(questionCase, { minLength: 1, maxLength: 3 }),
});
/** Rooms played at once, the order their events interleave in the log, solo answers among them, batches. */
const historyCase = fc.record({
  rooms: fc.array(roomCase, { minLength: 1, maxLength: 3 }),
  interleaving: fc.array(fc.nat(), { maxLength: 40 }),
  // Solo answers, each in a batch of its own; a question issued again (a repeat or a retake, ADR 0191) is
  // marked so on the batch's QuestionsIssued, which comes just before its answer.
  solo: fc.array(
    fc.record({
      at: fc.nat({ max: 30 }),
      correct: fc.boolean(),
      topic: fc.constantFrom('Space', 'Ocean'),
      question: fc.nat({ max: 2 }),
      repeat: fc.boolean(),
    }),
    { maxLength: 6 },
  ),
  batches: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 8 }),
  replayed: fc.array(fc.record({ from: fc.nat(), length: fc.integer({ min: 1, max: 8 }) }), { maxLength: 3 }),
});
type HistoryCase = typeof historyCase extends fc.Arbitrary<infer T> ? T : never;

type Pending = Omit<RecordedEvent, 'position' | 'revision' | 'recordedAt' | 'metadata'>;

const soloQuestionId = (caseId: number, question: number) => `solo-${caseId}-q${question}`;

/** Whether the batch a solo answer was given in had issued its question again (ADR 0191). */
function repeatsOf(log: RecordedEvent[]): Set<string> {
  const again = new Set<string>();
  for (const event of log)
    if (event.type === 'QuestionsIssued') {
      const data = event.data as QuestionsIssued['data'];
      for (const question of data.questions)
        if (question.repeat) again.add(`${data.batchId}|${question.questionId}`);
    }
  return again;
}
const isRepeat = (again: Set<string>, data: QuestionAnswered['data']) =>
  again.has(`${data.sessionId}|${data.questionId}`);

/** Each room's events in its own order, interleaved as the case says, with solo answers slotted in. */
function logOf(testCase: HistoryCase, caseId: number): RecordedEvent[] {
  const perRoom: Pending[][] = testCase.rooms.map((room, r) => {
    const roomId = `R${caseId}X${r}`;
    const streamId = `room-${roomId}`;
    const created: RoomCreated['data'] = {
      roomId,
      host: { key: 'guest:host', name: 'Hosty' },
      settings: {
        topic: room.topic,
        difficulty: 'easy',
        questionCount: room.questions.length,
        secondsPerQuestion: 15,
        lateJoin: true,
      },
      questions: room.questions.map((question, q) => ({
        id: `${roomId}-q${q + 1}`,
        text: `Question ${q + 1} of ${roomId}?`,
        options: ['w', 'x', 'y', 'z'],
        correct: question.correct,
        explanation: 'Because.',
        subtopic: 'Sub',
      })),
      at: T0,
    };
    const events: Pending[] = [{ id: '', type: 'RoomCreated', streamId, data: created }];
    room.questions.forEach((question, q) => {
      const openedAt = T0 + (q + 1) * 60_000 + r * 1_000;
      const opened: QuestionOpened['data'] = { number: q + 1, openedAt, deadline: openedAt + 15_000 };
      const closed: QuestionClosed['data'] = {
        number: q + 1,
        results: question.answers.map((answer) => ({
          ...answer,
          correct: answer.letter === question.correct,
          points: 0,
        })),
        at: openedAt + 16_000,
      };
      events.push({ id: '', type: 'QuestionOpened', streamId, data: opened });
      events.push({ id: '', type: 'QuestionClosed', streamId, data: closed });
    });
    return events;
  });
  const log: Pending[] = [];
  const cursors = perRoom.map(() => 0);
  let pick = 0;
  while (cursors.some((cursor, r) => cursor < perRoom[r]!.length)) {
    const open = cursors.map((_, r) => r).filter((r) => cursors[r]! < perRoom[r]!.length);
    const r = open[(testCase.interleaving[pick++] ?? 0) % open.length]!;
    log.push(perRoom[r]![cursors[r]!++]!);
  }
  testCase.solo.forEach((solo, s) => {
    const batchId = `solo-${caseId}-${s}`;
    const questionId = soloQuestionId(caseId, solo.question);
    const question = `Solo question ${solo.question}?`;
    const issued: QuestionsIssued['data'] = {
      userId: 'ann',
      batchId,
      topic: solo.topic,
      topicKey: solo.topic.toLowerCase(),
      difficulty: 'easy',
      issuedAt: new Date(T0 + s).toISOString(),
      questions: [
        {
          questionId,
          question,
          identity: question.toLowerCase(),
          options: ['a', 'b', 'c', 'd'],
          correct: 'A',
          explanation: 'Because.',
          subtopic: 'Sub',
          difficulty: 'easy',
          source: 'curated',
          ...(solo.repeat ? { repeat: true } : {}),
        },
      ],
    };
    const answered: QuestionAnswered['data'] = {
      sessionId: batchId,
      userId: 'ann',
      questionId,
      question,
      optionA: 'a',
      optionB: 'b',
      optionC: 'c',
      optionD: 'd',
      correct: 'A',
      explanation: 'Because.',
      topic: solo.topic,
      difficulty: 'easy',
      subtopic: 'Sub',
      selectedAnswer: solo.correct ? 'A' : 'B',
      isCorrect: solo.correct,
      timeTaken: 1,
      answeredAt: new Date(T0 + s).toISOString(),
    };
    log.splice(
      Math.min(solo.at, log.length),
      0,
      { id: '', type: 'QuestionsIssued', streamId: `player-questions-ann-${caseId}`, data: issued },
      { id: '', type: 'QuestionAnswered', streamId: `quiz-${batchId}`, data: answered },
    );
  });
  return log.map((event, i) => ({
    ...event,
    id: `00000000-0000-4000-8000-${String(caseId * 1000 + i).padStart(12, '0')}`,
    revision: 0n,
    position: { commit: BigInt(caseId * 1000 + i + 1), prepare: BigInt(i) },
    metadata: {},
    recordedAt: new Date(T0),
  }));
}

/**
 * Streaks as spec §9 counts them, per player and topic key: each answer in log order, right or not, but for
 * answers to a question asked again, which neither extend nor break them (ADR 0191).
 */
function expectedStreaks(log: RecordedEvent[]) {
  const again = repeatsOf(log);
  const streaks = new Map<string, { current: number; best: number }>();
  const fold = (userId: string, topic: string, right: boolean) => {
    const id = `${userId}|${topic.trim().toLowerCase()}`;
    const before = streaks.get(id) ?? { current: 0, best: 0 };
    const current = right ? before.current + 1 : 0;
    streaks.set(id, { current, best: Math.max(before.best, current) });
  };
  const topics = new Map<string, string>();
  for (const event of log) {
    if (event.type === 'RoomCreated')
      topics.set(event.streamId, (event.data as RoomCreated['data']).settings.topic);
    if (event.type === 'QuestionAnswered') {
      const data = event.data as QuestionAnswered['data'];
      if (!isRepeat(again, data)) fold(data.userId, data.topic, data.isCorrect);
    }
    if (event.type === 'QuestionClosed')
      for (const result of (event.data as QuestionClosed['data']).results)
        if (result.key.startsWith('user:'))
          fold(result.key.slice('user:'.length), topics.get(event.streamId)!, result.correct);
  }
  return [...streaks].map(([id, streak]) => ({ id, ...streak })).sort((a, b) => a.id.localeCompare(b.id));
}

/** Times asked and right per question, as the reports count them: first answers only, guests' included. */
function expectedReports(log: RecordedEvent[]) {
  const again = repeatsOf(log);
  const counts = new Map<string, { asked: number; right: number }>();
  const count = (questionId: string, right: boolean) => {
    const before = counts.get(questionId) ?? { asked: 0, right: 0 };
    counts.set(questionId, { asked: before.asked + 1, right: before.right + (right ? 1 : 0) });
  };
  for (const event of log) {
    if (event.type === 'QuestionAnswered') {
      const data = event.data as QuestionAnswered['data'];
      if (!isRepeat(again, data)) count(data.questionId, data.isCorrect);
    }
    if (event.type === 'QuestionClosed') {
      const { number, results } = event.data as QuestionClosed['data'];
      const roomId = event.streamId.slice('room-'.length);
      for (const result of results) count(`${roomId}-q${number}`, result.correct);
    }
  }
  return [...counts]
    .map(([question_id, { asked, right }]) => ({ question_id, asked, right_count: right }))
    .sort((a, b) => a.question_id.localeCompare(b.question_id));
}

describe.each(testDatabaseKinds())('multiplayer answers folded into history and streaks, on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await db.close();
  });

  const projections: Projection[] = [
    answerHistoryProjection,
    topicStreaksProjection,
    questionReportsProjection,
  ];

  async function applyInBatches(log: RecordedEvent[], testCase: HistoryCase) {
    for (const projection of projections) {
      const read = log.filter((event) => projection.eventTypes.includes(event.type));
      let from = 0;
      for (let b = 0; from < read.length; b++) {
        const size = testCase.batches[b % testCase.batches.length]!;
        await db.dataSource.transaction((manager) =>
          projection.apply(manager, read.slice(from, from + size)),
        );
        from += size;
      }
      // Replays of stretches already applied, as a runner that lost its checkpoint would make: no change.
      for (const { from: start, length } of testCase.replayed) {
        const at = read.length === 0 ? 0 : start % read.length;
        await db.dataSource.transaction((manager) => projection.apply(manager, read.slice(at, at + length)));
      }
    }
  }

  const tables = async () => ({
    history: await db.dataSource.query(
      `SELECT user_id, room_id, session_id, question_id, question, correct, topic, selected_answer, is_correct,
              time_taken, answered_at, repeat FROM answer_history ORDER BY user_id, event_commit, question_id`,
    ),
    reports: await db.dataSource.query(
      `SELECT question_id, asked, right_count FROM question_report_stats ORDER BY question_id`,
    ),
    streaks: (
      await db.dataSource.query(
        `SELECT user_id || '|' || topic_key AS id, current_streak AS current, best_streak AS best FROM topic_streaks`,
      )
    ).sort((a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)),
  });

  it('gives, whatever the batches, interleaving and replays, one row per signed-in answer, the streaks and the question reports of the log, repeats left out of both', async () => {
    let caseId = 0;
    await fc.assert(
      fc.asyncProperty(historyCase, async (testCase) => {
        caseId += 1;
        await db.dataSource.query(
          `TRUNCATE answer_history, answer_history_rooms, answer_history_repeats, topic_streaks, topic_streak_rooms,
                    topic_streak_repeats, question_report_stats, question_report_options, question_report_rooms,
                    question_report_repeats`,
        );
        const log = logOf(testCase, caseId);
        await applyInBatches(log, testCase);
        const { history, streaks, reports } = await tables();

        const signedIn = log.flatMap((event) =>
          event.type === 'QuestionClosed'
            ? (event.data as QuestionClosed['data']).results.filter((result) =>
                result.key.startsWith('user:'),
              )
            : [],
        );
        const solo = log.filter((event) => event.type === 'QuestionAnswered');
        expect(history).toHaveLength(signedIn.length + solo.length);
        expect(history.filter((row: { room_id: string | null }) => row.room_id === null)).toHaveLength(
          solo.length,
        );
        for (const row of history.filter((row: { room_id: string | null }) => row.room_id !== null)) {
          expect(row.session_id).toBe(row.room_id);
          expect(row.question_id.startsWith(`${row.room_id}-q`)).toBe(true);
          expect(row.is_correct).toBe(row.selected_answer === row.correct);
          expect(['ann', 'cy']).toContain(row.user_id);
        }
        // Every solo answer stays in the history, a repeat marked as one.
        const again = repeatsOf(log);
        const soloRows = history.filter((row: { room_id: string | null }) => row.room_id === null);
        expect(soloRows.map((row: { repeat: boolean }) => row.repeat).sort()).toEqual(
          solo.map((event) => isRepeat(again, event.data as QuestionAnswered['data'])).sort(),
        );
        expect(streaks).toEqual(expectedStreaks(log));
        expect(reports).toEqual(expectedReports(log));
      }),
      propertyParameters(),
    );
  }, 300_000);
});
