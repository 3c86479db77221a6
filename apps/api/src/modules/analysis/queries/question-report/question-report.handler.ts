import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { QUESTION_FLAGS, type QuestionReportPage } from '@quiz/contracts';
import { REPORT_MIN_ANSWERS } from '@quiz/domain';
import { DataSource } from 'typeorm';
import { QuestionReportQuery } from './question-report.query.js';
import { reportFilter, selectQuestionReport } from './select-question-report.js';

/** Per question: times asked, % right, average time, each option's share, and the domain's flags. */
@QueryHandler(QuestionReportQuery)
export class QuestionReportHandler implements IQueryHandler<QuestionReportQuery> {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async execute({ filters }: QuestionReportQuery): Promise<QuestionReportPage> {
    const all = reportFilter(filters, false);
    const [counts] = (await this.dataSource.query(
      `SELECT count(*)::int AS total_unflagged,
              ${QUESTION_FLAGS.map((flag, i) => `count(*) FILTER (WHERE '${flag}' = ANY(s.flags))::int AS f${i}`).join(', ')}
         FROM question_report_stats s ${all.sql}`,
      all.params,
    )) as Record<string, number>[];
    const flagCounts = Object.fromEntries(
      QUESTION_FLAGS.map((flag, i) => [flag, counts?.[`f${i}`] ?? 0]),
    ) as QuestionReportPage['flagCounts'];
    const total = filters.flag ? flagCounts[filters.flag] : (counts?.total_unflagged ?? 0);
    const items = await selectQuestionReport(this.dataSource, filters, filters.sort, {
      limit: filters.pageSize,
      offset: (filters.page - 1) * filters.pageSize,
    });
    return {
      total,
      page: filters.page,
      pageSize: filters.pageSize,
      flagCounts,
      minimumAnswers: REPORT_MIN_ANSWERS,
      items,
    };
  }
}
