import Papa from 'papaparse';
import { ANSWER_CSV_COLUMNS, answerCsvRow } from '@quiz/domain';
import type { AnswerRecord } from '@quiz/contracts';
import { fetchHistoryPage, type HistoryFilters } from '../api/user-answers';
import { saveTextFile } from '@/lib/save-text-file';

/** Makes Excel read the file as UTF-8 rather than the machine's legacy code page. */
const UTF8_BYTE_ORDER_MARK = '\uFEFF';

/**
 * The export's text: the spec's columns, one row per answer. papaparse quotes what needs quoting and, with
 * `escapeFormulae`, prefixes a quote to any cell starting with = + - @ (or a tab or carriage return), so a
 * spreadsheet shows such text instead of running it.
 */
export function answersCsv(answers: readonly AnswerRecord[]): string {
  const csv = Papa.unparse(
    { fields: [...ANSWER_CSV_COLUMNS], data: answers.map(answerCsvRow) },
    { escapeFormulae: true, newline: '\r\n' },
  );
  return UTF8_BYTE_ORDER_MARK + csv;
}

/** Every answer matching `filters`, fetched page by page (the api's page size is capped at 50). */
export async function fetchAllHistory(filters: HistoryFilters): Promise<AnswerRecord[]> {
  const answers: AnswerRecord[] = [];
  let cursor: string | null = null;
  do {
    const page = await fetchHistoryPage(filters, cursor);
    answers.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return answers;
}

export function downloadCsv(csv: string, fileName: string): void {
  saveTextFile(csv, fileName, 'text/csv;charset=utf-8');
}
