import type { QuestionsIssued } from '@quiz/domain';
import type { RecordedEvent } from '../../../../infra/event-store/event-store.port.js';
import type { Projection } from '../../../../infra/projections/projection.js';

function toRows(event: RecordedEvent) {
  const data = event.data as QuestionsIssued['data'];
  return data.questions.map((question, position) => ({
    user_id: data.userId,
    question_id: question.questionId,
    batch_id: data.batchId,
    position,
    topic_key: data.topicKey,
    topic: data.topic,
    difficulty: data.difficulty,
    question: question.question,
    identity: question.identity,
    options: question.options,
    correct: question.correct,
    explanation: question.explanation,
    subtopic: question.subtopic,
    source: question.source,
    issued_at: data.issuedAt,
    repeat: question.repeat === true,
  }));
}

const COLUMNS = `user_id, question_id, batch_id, position, topic_key, topic, difficulty,
              question, identity, options, correct, explanation, subtopic, source, issued_at`;
const RECORDSET = `jsonb_to_recordset($1::jsonb) AS r(user_id text, question_id uuid, batch_id text, position int,
              topic_key text, topic text, difficulty text, question text, identity text, options jsonb,
              correct text, explanation text, subtopic text, source text, issued_at timestamptz)`;

/**
 * Every question each signed-in player was issued, with the options as last shown and the key: what keeps a
 * player from seeing a question twice while fresh ones remain, and what the Play issue checks answers against.
 */
export const issuedQuestionsProjection: Projection = {
  name: 'issued_questions',
  // 1: built while the log was read in text order; 2: replayed from position 0 in log order (ADR 0110).
  version: 2,
  eventTypes: ['QuestionsIssued'],
  tables: ['issued_questions'],
  async apply(manager, events) {
    const rows = events.flatMap(toRows);
    // A first issue is the one on record; a replayed event changes nothing.
    await manager.query(
      `INSERT INTO issued_questions (${COLUMNS}) SELECT ${COLUMNS} FROM ${RECORDSET}
       ON CONFLICT (user_id, question_id) DO NOTHING`,
      [JSON.stringify(rows.filter((row) => !row.repeat))],
    );
    // A repeat (ADR 0173) is the question as last shown: its batch, options and key, and when. The last repeat
    // of a question in these events wins, as it would applied one by one.
    const lastRepeats = new Map(
      rows.filter((row) => row.repeat).map((row) => [`${row.user_id}/${row.question_id}`, row]),
    );
    if (lastRepeats.size === 0) return;
    await manager.query(
      `INSERT INTO issued_questions (${COLUMNS}) SELECT ${COLUMNS} FROM ${RECORDSET}
       ON CONFLICT (user_id, question_id) DO UPDATE SET batch_id = EXCLUDED.batch_id,
              position = EXCLUDED.position, options = EXCLUDED.options, correct = EXCLUDED.correct,
              issued_at = EXCLUDED.issued_at`,
      [JSON.stringify([...lastRepeats.values()])],
    );
  },
};
