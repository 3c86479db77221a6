import { Inject, Injectable } from '@nestjs/common';
import type { AnswerLetter, QuestionDifficulty, RecordedQuestion, SeenQuestion } from '@quiz/domain';
import { DataSource } from 'typeorm';

interface PlayedRow {
  question_id: string;
  question: string;
  identity: string;
  options: [string, string, string, string];
  correct: AnswerLetter;
  explanation: string;
  subtopic: string;
  difficulty: QuestionDifficulty;
  source: string;
  issued_at: Date | string;
  last_correct: boolean | null;
  last_answered_at: Date | string | null;
}

/** A question the player was issued, as last shown, with what they last did with it. */
export interface PlayedQuestion {
  question: RecordedQuestion;
  seen: SeenQuestion;
}

const millis = (value: Date | string) => new Date(value).getTime();

/**
 * The questions a player was issued (issued_questions, ADR 0052) joined with their latest answer to each
 * (answer_history, ADR 0075): what a round repeats once a topic has nothing fresh left (ADR 0173), and what
 * Retake Incorrect asks again.
 */
@Injectable()
export class PlayedQuestionsRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Every question of the topic the player was issued. */
  forTopic(userId: string, topicKey: string): Promise<PlayedQuestion[]> {
    return this.read(userId, `iq.topic_key = $2`, topicKey);
  }

  /** Those of `questionIds` the player was issued, in the order asked; any other id is left out. */
  async byIds(userId: string, questionIds: readonly string[]): Promise<PlayedQuestion[]> {
    const found = await this.read(userId, `iq.question_id = ANY($2::uuid[])`, [...questionIds]);
    const byId = new Map(found.map((played) => [played.question.questionId, played]));
    return [...new Set(questionIds)].flatMap((id) => byId.get(id) ?? []);
  }

  private async read(userId: string, filter: string, parameter: unknown): Promise<PlayedQuestion[]> {
    const rows: PlayedRow[] = await this.dataSource.query(
      `WITH played AS (
         SELECT * FROM issued_questions iq WHERE iq.user_id = $1 AND ${filter}
       ), last_answers AS (
         SELECT DISTINCT ON (question_id) question_id, is_correct, answered_at
           FROM answer_history
          WHERE user_id = $1 AND question_id IN (SELECT question_id::text FROM played)
          ORDER BY question_id, answered_at DESC
       )
       SELECT p.question_id, p.question, p.identity, p.options, p.correct, p.explanation, p.subtopic,
              p.difficulty, p.source, p.issued_at, a.is_correct AS last_correct, a.answered_at AS last_answered_at
         FROM played p LEFT JOIN last_answers a ON a.question_id = p.question_id::text`,
      [userId, parameter],
    );
    return rows.map((row) => ({
      question: {
        questionId: row.question_id,
        question: row.question,
        identity: row.identity,
        options: row.options,
        correct: row.correct,
        explanation: row.explanation,
        subtopic: row.subtopic,
        difficulty: row.difficulty,
        source: row.source,
      },
      seen: {
        questionId: row.question_id,
        subtopic: row.subtopic,
        lastIssuedAt: millis(row.issued_at),
        lastAnswer:
          row.last_correct === null || row.last_answered_at === null
            ? null
            : { correct: row.last_correct, at: millis(row.last_answered_at) },
      },
    }));
  }
}
