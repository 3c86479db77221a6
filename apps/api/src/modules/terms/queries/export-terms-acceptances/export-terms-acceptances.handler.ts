import { Readable, pipeline } from 'node:stream';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { stringify } from 'csv-stringify';
import { DataSource } from 'typeorm';
import { TERMS_ACCEPTANCES_CSV_COLUMNS, type TermsAcceptance } from '@quiz/contracts';
import { selectTermsAcceptances, type LogPosition } from '../terms-acceptance-rows.js';
import { ExportTermsAcceptancesQuery } from './export-terms-acceptances.query.js';

/** Rows read per query: the export streams any number of acceptances without holding them all. */
const BATCH = 500;

/**
 * A spreadsheet opening the file would run a cell that starts like a formula; user-typed text (display
 * names) is prefixed with an apostrophe so it stays text (OWASP's advice for CSV injection).
 */
function inert(text: string | null): string {
  if (text === null) return '';
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function toRecord(row: TermsAcceptance): string[] {
  return [
    row.userId,
    inert(row.displayName),
    inert(row.email),
    row.version,
    row.acceptedAt,
    row.recordedAt,
    row.eventPosition,
  ];
}

/** Every acceptance matching the filter, in log order, as CSV written by csv-stringify (ADR 0041). */
@QueryHandler(ExportTermsAcceptancesQuery)
export class ExportTermsAcceptancesHandler implements IQueryHandler<ExportTermsAcceptancesQuery> {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async execute({ filter }: ExportTermsAcceptancesQuery): Promise<NodeJS.ReadableStream> {
    const dataSource = this.dataSource;
    async function* records() {
      let after: LogPosition | null = null;
      for (;;) {
        const rows = await selectTermsAcceptances(dataSource, filter, after, BATCH);
        for (const row of rows) yield toRecord(row.acceptance);
        if (rows.length < BATCH) return;
        after = rows[rows.length - 1]!.position;
      }
    }
    const csv = stringify({ header: true, columns: [...TERMS_ACCEPTANCES_CSV_COLUMNS] });
    // pipeline tears the CSV stream down if reading fails, so a broken export never looks complete.
    pipeline(Readable.from(records()), csv, () => undefined);
    return csv;
  }
}
