import { Controller, Get, Inject, Query } from '@nestjs/common';
import {
  topicReportQuerySchema,
  topicReportSchema,
  type TopicReport,
  type TopicReportQuery,
} from '@quiz/contracts';
import { TIME_BUCKET_LABELS } from '@quiz/domain';
import { DataSource } from 'typeorm';
import { Responds } from '../../../api-docs/http/responds.decorator.js';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import { AllowAccess } from '../../../access/http/allow-access.decorator.js';

interface GroupRow {
  topic: string;
  subtopic: string;
  difficulty: string;
  questions: number;
  asked: number;
  right_count: number;
  total_time: number;
  mislabelled: number;
}

/**
 * `GET /api/analyst/reports/topics`: accuracy and the answer-time distribution per topic, subtopic and
 * difficulty, with how many questions answer rates put at another difficulty than their label. Summed from the
 * per-question read model, which a projection keeps (never a scan of the history).
 */
@Controller('analyst/reports')
@AllowAccess('analyst', 'admin')
export class TopicReportHttpController {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  @Get('topics')
  @Responds(topicReportSchema)
  async report(
    @Query(new ZodValidationPipe(topicReportQuerySchema)) filters: TopicReportQuery,
  ): Promise<TopicReport> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (filters.topic) where.push(`lower(s.topic) = lower($${params.push(filters.topic)})`);
    if (filters.difficulty) where.push(`s.difficulty = $${params.push(filters.difficulty)}`);
    const filtered = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const rows: GroupRow[] = await this.dataSource.query(
      `SELECT s.topic, s.subtopic, s.difficulty, count(*)::int AS questions, sum(s.asked)::int AS asked,
              sum(s.right_count)::int AS right_count, sum(s.total_time)::float AS total_time,
              count(*) FILTER (WHERE 'mislabelled' = ANY(s.flags))::int AS mislabelled
         FROM question_report_stats s ${filtered}
        GROUP BY s.topic, s.subtopic, s.difficulty
        ORDER BY lower(s.topic), lower(s.subtopic), array_position(ARRAY['easy','medium','hard'], s.difficulty)`,
      params,
    );
    // The distribution in one pass over the same rows: a bucket's answers per group.
    const buckets: (Omit<GroupRow, 'questions' | 'asked' | 'right_count' | 'total_time' | 'mislabelled'> & {
      bucket: number;
      answers: number;
    })[] = await this.dataSource.query(
      `SELECT s.topic, s.subtopic, s.difficulty, u.i::int AS bucket, sum(u.b)::int AS answers
         FROM question_report_stats s CROSS JOIN LATERAL unnest(s.time_buckets) WITH ORDINALITY AS u(b, i)
         ${filtered}
        GROUP BY s.topic, s.subtopic, s.difficulty, u.i`,
      params,
    );
    const groupKey = (row: { topic: string; subtopic: string; difficulty: string }) =>
      `${row.topic}\u0000${row.subtopic}\u0000${row.difficulty}`;
    const distribution = new Map<string, number[]>();
    for (const row of buckets) {
      const counts = distribution.get(groupKey(row)) ?? TIME_BUCKET_LABELS.map(() => 0);
      counts[row.bucket - 1] = row.answers;
      distribution.set(groupKey(row), counts);
    }
    return {
      bucketLabels: [...TIME_BUCKET_LABELS],
      rows: rows.map((row) => ({
        topic: row.topic,
        subtopic: row.subtopic,
        difficulty: row.difficulty,
        questions: row.questions,
        asked: row.asked,
        accuracy: row.asked ? row.right_count / row.asked : 0,
        averageTime: row.asked ? row.total_time / row.asked : 0,
        timeBuckets: distribution.get(groupKey(row)) ?? TIME_BUCKET_LABELS.map(() => 0),
        mislabelled: row.mislabelled,
      })),
    };
  }
}
