import { Controller, Get, Inject, Query } from '@nestjs/common';
import { topicReportQuerySchema, type TopicReport, type TopicReportQuery } from '@quiz/contracts';
import { TIME_BUCKET_LABELS } from '@quiz/domain';
import { DataSource } from 'typeorm';
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
  time_buckets: number[];
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
  async report(
    @Query(new ZodValidationPipe(topicReportQuerySchema)) filters: TopicReportQuery,
  ): Promise<TopicReport> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (filters.topic) where.push(`lower(s.topic) = lower($${params.push(filters.topic)})`);
    if (filters.difficulty) where.push(`s.difficulty = $${params.push(filters.difficulty)}`);
    const rows: GroupRow[] = await this.dataSource.query(
      `SELECT s.topic, s.subtopic, s.difficulty, count(*)::int AS questions, sum(s.asked)::int AS asked,
              sum(s.right_count)::int AS right_count, sum(s.total_time)::float AS total_time,
              count(*) FILTER (WHERE 'mislabelled' = ANY(s.flags))::int AS mislabelled,
              ARRAY(SELECT sum(b)::int FROM question_report_stats s2, unnest(s2.time_buckets) WITH ORDINALITY AS u(b, i)
                     WHERE s2.topic = s.topic AND s2.subtopic = s.subtopic AND s2.difficulty = s.difficulty
                     GROUP BY i ORDER BY i) AS time_buckets
         FROM question_report_stats s ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        GROUP BY s.topic, s.subtopic, s.difficulty
        ORDER BY lower(s.topic), lower(s.subtopic), array_position(ARRAY['easy','medium','hard'], s.difficulty)`,
      params,
    );
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
        timeBuckets: row.time_buckets,
        mislabelled: row.mislabelled,
      })),
    };
  }
}
