import type { QuestionFlagName, QuestionReportExportQuery, QuestionReportRow } from '@quiz/contracts';
import type { DataSource } from 'typeorm';

interface StatsRow {
  question_id: string;
  question: string;
  topic: string;
  subtopic: string;
  difficulty: string;
  measured_difficulty: string | null;
  key_text: string;
  asked: number;
  right_count: number;
  timeouts: number;
  total_time: number;
  flags: QuestionFlagName[];
  options: { text: string; picks: number }[] | null;
}

const ORDER_BY: Record<string, string> = {
  asked: 's.asked DESC, s.question_id',
  accuracy: 's.right_count::float / NULLIF(s.asked, 0) ASC NULLS LAST, s.asked DESC, s.question_id',
  time: 's.total_time / NULLIF(s.asked, 0) DESC NULLS LAST, s.question_id',
  flags: 'cardinality(s.flags) DESC, s.asked DESC, s.question_id',
};

/** The WHERE of a report's filters, its parameters, and a binder for more. */
export function reportFilter(filters: QuestionReportExportQuery, withFlag = true) {
  const params: unknown[] = [];
  const bind = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  if (filters.topic) where.push(`lower(s.topic) = lower(${bind(filters.topic)})`);
  if (filters.subtopic) where.push(`lower(s.subtopic) = lower(${bind(filters.subtopic)})`);
  if (filters.difficulty) where.push(`s.difficulty = ${bind(filters.difficulty)}`);
  if (withFlag && filters.flag) where.push(`${bind(filters.flag)} = ANY(s.flags)`);
  return { params, bind, sql: where.length ? `WHERE ${where.join(' AND ')}` : '' };
}

export async function selectQuestionReport(
  dataSource: DataSource,
  filters: QuestionReportExportQuery,
  sort: string,
  page: { limit: number; offset: number } | null,
): Promise<QuestionReportRow[]> {
  const { params, bind, sql } = reportFilter(filters);
  const paging = page ? `LIMIT ${bind(page.limit)} OFFSET ${bind(page.offset)}` : '';
  const rows: StatsRow[] = await dataSource.query(
    `SELECT s.question_id, s.question, s.topic, s.subtopic, s.difficulty, s.measured_difficulty, s.key_text,
            s.asked, s.right_count, s.timeouts, s.total_time, s.flags,
            (SELECT jsonb_agg(jsonb_build_object('text', o.option_text, 'picks', o.picks) ORDER BY o.picks DESC, o.option_text)
               FROM question_report_options o WHERE o.question_id = s.question_id) AS options
       FROM question_report_stats s ${sql}
      ORDER BY ${ORDER_BY[sort] ?? ORDER_BY.asked} ${paging}`,
    params,
  );
  return rows.map((row) => {
    const options = row.options ?? [];
    const picked = options.reduce((sum, option) => sum + option.picks, 0);
    return {
      questionId: row.question_id,
      question: row.question,
      topic: row.topic,
      subtopic: row.subtopic,
      difficulty: row.difficulty,
      measuredDifficulty: row.measured_difficulty,
      key: row.key_text,
      asked: row.asked,
      right: row.right_count,
      accuracy: row.asked ? row.right_count / row.asked : 0,
      averageTime: row.asked ? row.total_time / row.asked : 0,
      timeouts: row.timeouts,
      options: options.map((option) => ({
        text: option.text,
        picks: option.picks,
        share: picked ? option.picks / picked : 0,
        isKey: option.text === row.key_text,
      })),
      flags: row.flags,
    };
  });
}
