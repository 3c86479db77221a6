import { Inject, Injectable } from '@nestjs/common';
import type { AnswerLetter, QuestionDifficulty, RecordedQuestion } from '@quiz/domain';
import { DataSource } from 'typeorm';
import type { SeenQuestions } from '../../generation/question-generation.service.js';

interface PoolRow {
  question_id: string;
  question: string;
  identity: string;
  options: [string, string, string, string];
  correct: AnswerLetter;
  explanation: string;
  subtopic: string;
  difficulty: QuestionDifficulty;
  source: string;
}

export interface PoolRequest {
  topicKey: string;
  difficulty: QuestionDifficulty;
  subtopic?: string;
  /** Only the requested subtopic's questions (when one is requested), not the rest of the topic after them. */
  onlySubtopic?: boolean;
  excludeIds: ReadonlySet<string>;
  limit: number;
}

/** Reads the question_pool projection: a random draw of pooled questions the player has not been issued. */
@Injectable()
export class QuestionPoolRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** The requested subtopic first (a weak subtopic's next round), then, unless `onlySubtopic`, the rest of the topic. */
  async take(request: PoolRequest): Promise<RecordedQuestion[]> {
    const excluded = [...request.excludeIds];
    const rows: PoolRow[] = await this.dataSource.query(
      `SELECT question_id, question, identity, options, correct, explanation, subtopic, difficulty, source
         FROM question_pool
        WHERE topic_key = $1 AND difficulty = $2 AND NOT (question_id = ANY($3::uuid[]))
          AND (NOT $6::boolean OR $4::text IS NULL OR lower(subtopic) = lower($4))
        ORDER BY ($4::text IS NOT NULL AND lower(subtopic) = lower($4)) DESC, random()
        LIMIT $5`,
      [
        request.topicKey,
        request.difficulty,
        excluded,
        request.subtopic ?? null,
        request.limit,
        request.onlySubtopic ?? false,
      ],
    );
    return rows.map((row) => ({
      questionId: row.question_id,
      question: row.question,
      identity: row.identity,
      options: row.options,
      correct: row.correct,
      explanation: row.explanation,
      subtopic: row.subtopic,
      difficulty: row.difficulty,
      source: row.source,
    }));
  }

  /** What the pool holds for a topic, as a generation's "seen", so a new batch brings new questions. */
  async heldFor(topicKey: string): Promise<SeenQuestions> {
    const rows: { question_id: string; identity: string; question: string }[] = await this.dataSource.query(
      `SELECT question_id, identity, question FROM question_pool WHERE topic_key = $1`,
      [topicKey],
    );
    return {
      ids: new Set(rows.map((row) => row.question_id)),
      identities: rows.map((row) => row.identity),
      texts: rows.map((row) => row.question),
    };
  }

  /** How many pooled questions a topic (or one subtopic of it) holds at a difficulty. */
  async count(topicKey: string, difficulty: QuestionDifficulty, subtopic?: string): Promise<number> {
    const rows: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM question_pool
        WHERE topic_key = $1 AND difficulty = $2 AND ($3::text IS NULL OR lower(subtopic) = lower($3))`,
      [topicKey, difficulty, subtopic ?? null],
    );
    return rows[0]?.n ?? 0;
  }
}
