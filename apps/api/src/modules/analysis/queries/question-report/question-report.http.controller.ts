import { Controller, Get, Inject, Query, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  QUESTION_REPORT_CSV_COLUMNS,
  questionReportExportQuerySchema,
  questionReportPageSchema,
  questionReportQuerySchema,
  type QuestionReportExportQuery,
  type QuestionReportPage,
  type QuestionReportQuery as Filters,
} from '@quiz/contracts';
import { stringify } from 'csv-stringify';
import { DataSource } from 'typeorm';
import { Responds, RespondsWith } from '../../../api-docs/http/responds.decorator.js';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import { AllowAccess } from '../../../access/http/allow-access.decorator.js';
import { QuestionReportQuery } from './question-report.query.js';
import { selectQuestionReport } from './select-question-report.js';

/** `GET /api/analyst/reports/questions` and its CSV export: questions' figures and flags (issue 12). */
@Controller('analyst/reports')
@AllowAccess('analyst', 'admin')
export class QuestionReportHttpController {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  @Get('questions')
  @Responds(questionReportPageSchema)
  list(
    @Query(new ZodValidationPipe(questionReportQuerySchema)) filters: Filters,
  ): Promise<QuestionReportPage> {
    return this.queryBus.execute(new QuestionReportQuery(filters));
  }

  @Get('questions/export')
  @RespondsWith({
    contentType: 'text/csv',
    description: `CSV with a header row: ${QUESTION_REPORT_CSV_COLUMNS.join(', ')}.`,
  })
  async export(
    @Query(new ZodValidationPipe(questionReportExportQuerySchema)) filters: QuestionReportExportQuery,
  ): Promise<StreamableFile> {
    const rows = await selectQuestionReport(this.dataSource, filters, 'asked', null);
    // Cells starting with = + - @ are quoted as text by csv-stringify's escape_formulas, so a spreadsheet never runs them.
    const csv = stringify({ header: true, columns: [...QUESTION_REPORT_CSV_COLUMNS], escape_formulas: true });
    for (const row of rows)
      csv.write([
        row.questionId,
        row.question,
        row.topic,
        row.subtopic,
        row.difficulty,
        row.measuredDifficulty ?? '',
        row.key,
        row.asked,
        row.right,
        row.accuracy.toFixed(3),
        row.averageTime.toFixed(2),
        row.timeouts,
        row.options.map((option) => `${option.text}: ${option.picks}`).join('; '),
        row.flags.join(' '),
      ]);
    csv.end();
    return new StreamableFile(csv, {
      type: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename="question-report.csv"',
    });
  }
}
