import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SeenQuestions } from '../../generation/question-generation.service.js';

/** What a player has been issued, read from the issued_questions projection. */
@Injectable()
export class SeenQuestionsRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async forPlayer(userId: string, topicKey: string): Promise<SeenQuestions> {
    const rows: { question_id: string; identity: string; question: string; same_topic: boolean }[] =
      await this.dataSource.query(
        `SELECT question_id, identity, question, topic_key = $2 AS same_topic
           FROM issued_questions WHERE user_id = $1`,
        [userId, topicKey],
      );
    return {
      ids: new Set(rows.map((row) => row.question_id)),
      identities: rows.filter((row) => row.same_topic).map((row) => row.identity),
      texts: rows.filter((row) => row.same_topic).map((row) => row.question),
    };
  }
}
