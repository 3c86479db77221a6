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
  }));
}

/**
 * Every question each signed-in player was issued, with the options as shown and the key: what keeps a
 * player from seeing a question twice, and what the Play issue checks answers against.
 */
export const issuedQuestionsProjection: Projection = {
  name: 'issued_questions',
  // 1: built while the log was read in text order; 2: replayed from position 0 in log order (ADR 0110).
  version: 2,
  eventTypes: ['QuestionsIssued'],
  tables: ['issued_questions'],
  async apply(manager, events) {
    // The first issue of a question is the one on record; a replayed event changes nothing.
    await manager.query(
      `INSERT INTO issued_questions (user_id, question_id, batch_id, position, topic_key, topic, difficulty,
              question, identity, options, correct, explanation, subtopic, source, issued_at)
       SELECT user_id, question_id, batch_id, position, topic_key, topic, difficulty,
              question, identity, options, correct, explanation, subtopic, source, issued_at
         FROM jsonb_to_recordset($1::jsonb) AS r(user_id text, question_id uuid, batch_id text, position int,
              topic_key text, topic text, difficulty text, question text, identity text, options jsonb,
              correct text, explanation text, subtopic text, source text, issued_at timestamptz)
       ON CONFLICT (user_id, question_id) DO NOTHING`,
      [JSON.stringify(events.flatMap(toRows))],
    );
  },
};
