import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  exportTermsAcceptancesQuerySchema,
  TERMS_ACCEPTANCES_CSV_COLUMNS,
  type ExportTermsAcceptancesQuery as ExportQuery,
} from '@quiz/contracts';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import { AllowAccess } from '../../../access/http/allow-access.decorator.js';
import { ExportTermsAcceptancesQuery } from './export-terms-acceptances.query.js';
import { RespondsWith } from '../../../api-docs/http/responds.decorator.js';

/** The version is free text: only safe characters reach the header. */
const fileNamePart = (text: string) => text.replace(/[^A-Za-z0-9._-]/g, '_');

@Controller('terms')
@AllowAccess('admin')
export class ExportTermsAcceptancesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('acceptances/export')
  @RespondsWith({
    contentType: 'text/csv',
    description: `CSV with a header row: ${TERMS_ACCEPTANCES_CSV_COLUMNS.join(', ')}.`,
  })
  async export(
    @Query(new ZodValidationPipe(exportTermsAcceptancesQuerySchema)) query: ExportQuery,
  ): Promise<StreamableFile> {
    const csv = await this.queryBus.execute<ExportTermsAcceptancesQuery, NodeJS.ReadableStream>(
      new ExportTermsAcceptancesQuery(query),
    );
    return new StreamableFile(csv as never, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="terms-acceptances-${fileNamePart(query.version ?? 'all')}.csv"`,
    });
  }
}
