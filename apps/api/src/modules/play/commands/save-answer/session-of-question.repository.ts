import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * The quiz session a question was issued in, for clients that send the spec's body without `sessionId`.
 * A session takes the id of the batch it was issued in, which the issued_questions read model keeps
 * (ADR 0071); a player is never issued one question twice, so the answer is unique.
 */
@Injectable()
export class SessionOfQuestionRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async find(userId: string, questionId: string): Promise<string | undefined> {
    const rows: { batch_id: string }[] = await this.dataSource.query(
      `SELECT batch_id FROM issued_questions WHERE user_id = $1 AND question_id = $2`,
      [userId, questionId],
    );
    return rows[0]?.batch_id;
  }
}
