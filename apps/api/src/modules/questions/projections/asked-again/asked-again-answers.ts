import { askedAgainIn, type QuestionAnswered, type QuestionsIssued } from '@quiz/domain';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../../../infra/event-store/event-store.port.js';

/** The events a projection reads to tell a repeat's answer from a first answer (ADR 0191). */
export const ASKED_AGAIN_EVENT_TYPES = ['QuestionsIssued'] as const;

/**
 * Reads a batch's QuestionsIssued events into `table` (a projection's own, emptied with its rebuild): the
 * questions issued again, by player, batch and question. Then answers which of the batch's QuestionAnswered
 * events answer such a question in its batch's session, by event id. A batch is issued before its session
 * starts, so its QuestionsIssued precede the session's answers in the log and recording them first for the
 * whole batch is the same as reading it event by event; a replay inserts nothing new. Events recorded before
 * answers carried no mark are read the same way, so a rebuild from position 0 follows the rule for them too.
 */
export async function askedAgainAnswersOfBatch(
  manager: EntityManager,
  table: 'answer_history_repeats' | 'topic_streak_repeats' | 'question_report_repeats',
  events: readonly RecordedEvent[],
): Promise<Set<string>> {
  const again = events.flatMap((event) =>
    event.type === 'QuestionsIssued' ? askedAgainIn(event.data as QuestionsIssued['data']) : [],
  );
  if (again.length > 0) {
    await manager.query(
      `INSERT INTO ${table} (user_id, batch_id, question_id)
       SELECT user_id, batch_id, question_id
         FROM jsonb_to_recordset($1::jsonb) AS r(user_id text, batch_id text, question_id text)
       ON CONFLICT DO NOTHING`,
      [
        JSON.stringify(
          again.map((entry) => ({
            user_id: entry.userId,
            batch_id: entry.batchId,
            question_id: entry.questionId,
          })),
        ),
      ],
    );
  }
  const answers = events.filter((event) => event.type === 'QuestionAnswered');
  if (answers.length === 0) return new Set();
  const keys = answers.map((event) => {
    const data = event.data as QuestionAnswered['data'];
    return {
      event_id: event.id,
      user_id: data.userId,
      batch_id: data.sessionId,
      question_id: data.questionId,
    };
  });
  const rows: { event_id: string }[] = await manager.query(
    `SELECT k.event_id FROM jsonb_to_recordset($1::jsonb) AS k(event_id text, user_id text, batch_id text,
            question_id text)
       JOIN ${table} t USING (user_id, batch_id, question_id)`,
    [JSON.stringify(keys)],
  );
  return new Set(rows.map((row) => row.event_id));
}
