import type { QuestionsGenerated } from '@quiz/domain';
import type { RecordedEvent } from '../../../../infra/event-store/event-store.port.js';
import type { Projection } from '../../../../infra/projections/projection.js';

function toRows(event: RecordedEvent) {
  const data = event.data as QuestionsGenerated['data'];
  return data.questions.map((question) => ({
    topic_key: data.topicKey,
    question_id: question.questionId,
    topic: data.topic,
    // Served by the question's own difficulty: a job for easy questions may pool medium ones of a small topic.
    difficulty: question.difficulty,
    question: question.question,
    identity: question.identity,
    options: question.options,
    correct: question.correct,
    explanation: question.explanation,
    subtopic: question.subtopic,
    source: question.source,
    generated_at: data.generatedAt,
  }));
}

/** Questions generated ahead of demand, per topic key and difficulty: served before anything is generated. */
export const questionPoolProjection: Projection = {
  name: 'question_pool',
  // 1: built while the log was read in text order; 2: replayed from position 0 in log order (ADR 0110).
  version: 2,
  eventTypes: ['QuestionsGenerated'],
  tables: ['question_pool'],
  async apply(manager, events) {
    await manager.query(
      `INSERT INTO question_pool (topic_key, question_id, topic, difficulty, question, identity, options,
              correct, explanation, subtopic, source, generated_at)
       SELECT topic_key, question_id, topic, difficulty, question, identity, options,
              correct, explanation, subtopic, source, generated_at
         FROM jsonb_to_recordset($1::jsonb) AS r(topic_key text, question_id uuid, topic text, difficulty text,
              question text, identity text, options jsonb, correct text, explanation text, subtopic text,
              source text, generated_at timestamptz)
       ON CONFLICT (topic_key, question_id) DO NOTHING`,
      [JSON.stringify(events.flatMap(toRows))],
    );
  },
};
