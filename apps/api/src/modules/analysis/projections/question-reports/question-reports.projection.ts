import {
  measuredDifficulty,
  questionFlags,
  TIME_BUCKET_BOUNDS,
  timeBucketOf,
  type QuestionAnswered,
} from '@quiz/domain';
import type { EntityManager } from 'typeorm';
import { compareLogPositions, type LogPosition } from '../../../../infra/event-store/event-store.port.js';
import type { Projection } from '../../../../infra/projections/projection.js';
import {
  ASKED_AGAIN_EVENT_TYPES,
  askedAgainAnswersOfBatch,
} from '../../../questions/projections/asked-again/asked-again-answers.js';
import {
  ROOM_HISTORY_EVENT_TYPES,
  roomAnswersOfBatch,
} from '../../../rooms/projections/room-history-answers.js';

/** One answer as a report counts it: by question, with the picked option's text (null: timed out). */
interface CountedAnswer {
  questionId: string;
  question: string;
  topic: string;
  subtopic: string;
  difficulty: string;
  keyText: string;
  pickedText: string | null;
  isCorrect: boolean;
  timeTaken: number;
  position: LogPosition;
}

const optionText = (
  answer: { optionA: string; optionB: string; optionC: string; optionD: string },
  letter: string,
) => ({ A: answer.optionA, B: answer.optionB, C: answer.optionC, D: answer.optionD })[letter] ?? '';

interface Totals {
  first: CountedAnswer;
  asked: number;
  right: number;
  timeouts: number;
  totalTime: number;
  buckets: number[];
  picks: Map<string, number>;
  last: LogPosition;
}

/**
 * Per-question figures for the analysts' reports (issue 12): every first answer to a question, solo or in a
 * room, guests' included (reports carry no identity). An answer to a question the player was asked before (a
 * repeat or a retake, ADR 0191) is left out: that player has seen its key and explanation, so it would make a
 * question look easier than it is. Each question row records the last answer folded in, so a replayed event is
 * not counted twice.
 */
export const questionReportsProjection: Projection = {
  name: 'question_reports',
  version: 2,
  eventTypes: ['QuestionAnswered', ...ROOM_HISTORY_EVENT_TYPES, ...ASKED_AGAIN_EVENT_TYPES],
  tables: [
    'question_report_stats',
    'question_report_options',
    'question_report_rooms',
    'question_report_repeats',
  ],
  async apply(manager, events) {
    const roomAnswers = await roomAnswersOfBatch(manager, 'question_report_rooms', events, {
      includeGuests: true,
    });
    const askedAgain = await askedAgainAnswersOfBatch(manager, 'question_report_repeats', events);
    const answers: CountedAnswer[] = [];
    for (const event of events) {
      if (event.type === 'QuestionAnswered') {
        if (askedAgain.has(event.id)) continue;
        const data = event.data as QuestionAnswered['data'];
        answers.push({
          questionId: data.questionId,
          question: data.question,
          topic: data.topic,
          subtopic: data.subtopic,
          difficulty: data.difficulty,
          keyText: optionText(data, data.correct),
          pickedText: data.selectedAnswer ? optionText(data, data.selectedAnswer) : null,
          isCorrect: data.isCorrect,
          timeTaken: data.timeTaken,
          position: event.position,
        });
      } else {
        for (const answer of roomAnswers.get(event.id) ?? [])
          answers.push({
            questionId: answer.questionId,
            question: answer.question,
            topic: answer.topic,
            subtopic: answer.subtopic,
            difficulty: answer.difficulty,
            keyText: optionText(answer, answer.correct),
            pickedText: optionText(answer, answer.selectedAnswer),
            isCorrect: answer.isCorrect,
            timeTaken: answer.timeTaken,
            position: event.position,
          });
      }
    }
    if (answers.length === 0) return;
    const ids = [...new Set(answers.map((a) => a.questionId))];
    const stored: { question_id: string; last_commit: string; last_prepare: string }[] = await manager.query(
      `SELECT question_id, last_commit::text AS last_commit, last_prepare::text AS last_prepare
         FROM question_report_stats WHERE question_id = ANY($1::text[])`,
      [ids],
    );
    const lastOf = new Map(
      stored.map((row) => [
        row.question_id,
        { commit: BigInt(row.last_commit), prepare: BigInt(row.last_prepare) },
      ]),
    );
    const totals = new Map<string, Totals>();
    for (const answer of answers) {
      const last = lastOf.get(answer.questionId);
      if (last && compareLogPositions(answer.position, last) <= 0) continue;
      const entry = totals.get(answer.questionId) ?? {
        first: answer,
        asked: 0,
        right: 0,
        timeouts: 0,
        totalTime: 0,
        buckets: Array.from({ length: TIME_BUCKET_BOUNDS.length + 1 }, () => 0),
        picks: new Map<string, number>(),
        last: answer.position,
      };
      entry.asked += 1;
      entry.right += answer.isCorrect ? 1 : 0;
      entry.timeouts += answer.pickedText === null ? 1 : 0;
      entry.totalTime += answer.timeTaken;
      entry.buckets[timeBucketOf(answer.timeTaken)]! += 1;
      if (answer.pickedText !== null)
        entry.picks.set(answer.pickedText, (entry.picks.get(answer.pickedText) ?? 0) + 1);
      entry.last = answer.position;
      totals.set(answer.questionId, entry);
    }
    if (totals.size === 0) return;
    await manager.query(
      `INSERT INTO question_report_stats AS s (question_id, question, topic, subtopic, difficulty, key_text, asked,
              right_count, timeouts, total_time, time_buckets, last_commit, last_prepare)
       SELECT question_id, question, topic, subtopic, difficulty, key_text, asked, right_count, timeouts,
              total_time, ARRAY(SELECT jsonb_array_elements_text(time_buckets)::int), last_commit, last_prepare
         FROM jsonb_to_recordset($1::jsonb) AS r(question_id text, question text, topic text, subtopic text,
              difficulty text, key_text text, asked integer, right_count integer, timeouts integer,
              total_time double precision, time_buckets jsonb, last_commit bigint, last_prepare bigint)
       ON CONFLICT (question_id) DO UPDATE SET
         asked = s.asked + EXCLUDED.asked, right_count = s.right_count + EXCLUDED.right_count,
         timeouts = s.timeouts + EXCLUDED.timeouts, total_time = s.total_time + EXCLUDED.total_time,
         time_buckets = ARRAY(SELECT a + b FROM unnest(s.time_buckets, EXCLUDED.time_buckets) AS u(a, b)),
         last_commit = EXCLUDED.last_commit, last_prepare = EXCLUDED.last_prepare`,
      [
        JSON.stringify(
          [...totals].map(([questionId, t]) => ({
            question_id: questionId,
            question: t.first.question,
            topic: t.first.topic,
            subtopic: t.first.subtopic,
            difficulty: t.first.difficulty,
            key_text: t.first.keyText,
            asked: t.asked,
            right_count: t.right,
            timeouts: t.timeouts,
            total_time: t.totalTime,
            time_buckets: t.buckets,
            last_commit: String(t.last.commit),
            last_prepare: String(t.last.prepare),
          })),
        ),
      ],
    );
    const picks = [...totals].flatMap(([questionId, t]) =>
      [...t.picks].map(([option_text, count]) => ({ question_id: questionId, option_text, picks: count })),
    );
    if (picks.length > 0)
      await manager.query(
        `INSERT INTO question_report_options AS o (question_id, option_text, picks)
         SELECT question_id, option_text, picks
           FROM jsonb_to_recordset($1::jsonb) AS r(question_id text, option_text text, picks integer)
         ON CONFLICT (question_id, option_text) DO UPDATE SET picks = o.picks + EXCLUDED.picks`,
        [JSON.stringify(picks)],
      );
    await judge(manager, [...totals.keys()]);
  },
};

/** The domain's flags and measured difficulty for the questions a batch changed, on their new figures. */
async function judge(manager: EntityManager, questionIds: string[]): Promise<void> {
  const rows: {
    question_id: string;
    difficulty: string;
    key_text: string;
    asked: number;
    right_count: number;
    picks: Record<string, number> | null;
  }[] = await manager.query(
    `SELECT s.question_id, s.difficulty, s.key_text, s.asked, s.right_count,
              (SELECT jsonb_object_agg(o.option_text, o.picks) FROM question_report_options o
                WHERE o.question_id = s.question_id) AS picks
         FROM question_report_stats s WHERE s.question_id = ANY($1::text[])`,
    [questionIds],
  );
  const verdicts = rows.map((row) => ({
    question_id: row.question_id,
    flags: questionFlags({
      label: row.difficulty,
      asked: row.asked,
      right: row.right_count,
      keyText: row.key_text,
      picks: new Map(Object.entries(row.picks ?? {})),
    }),
    measured: measuredDifficulty(row.right_count, row.asked),
  }));
  await manager.query(
    `UPDATE question_report_stats s
        SET flags = ARRAY(SELECT jsonb_array_elements_text(r.flags)), measured_difficulty = r.measured
       FROM jsonb_to_recordset($1::jsonb) AS r(question_id text, flags jsonb, measured text)
      WHERE s.question_id = r.question_id`,
    [JSON.stringify(verdicts)],
  );
}
