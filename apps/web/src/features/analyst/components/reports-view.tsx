import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { QuestionReportRow, TopicReport } from '@quiz/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { ApiClientError } from '@/lib/api-client';
import { ChartFigure } from '@/features/profile/components/chart-figure';
import { useChartColors } from '@/features/profile/hooks/use-chart-colors';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  downloadQuestionReport,
  NO_REPORT_FILTERS,
  REPORT_PAGE_SIZE,
  useQuestionReport,
  useTopicReport,
  type ReportFilters,
} from '../api/analyst';
import { AnalystNav } from './analyst-nav';
import { AnalystRefused } from './analyst-refused';
import '@/features/profile/components/profile.css';
import './analyst.css';

const FLAG_LABELS: Record<Exclude<ReportFilters['flag'], ''>, string> = {
  'suspected-bad-key': 'Suspected bad key',
  'too-easy': 'Nearly everyone right',
  'too-hard': 'Nearly everyone wrong',
  mislabelled: 'Mislabelled difficulty',
};
const DIFFICULTY_OPTIONS = [
  { value: '', label: 'Any difficulty' },
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
] as const;
const SORT_OPTIONS = [
  { value: 'flags', label: 'Most flags' },
  { value: 'asked', label: 'Most asked' },
  { value: 'accuracy', label: 'Lowest % right' },
  { value: 'time', label: 'Slowest answers' },
] as const;

const TYPING_SETTLES_MS = 300;

const pct = (share: number) => `${Math.round(share * 100)}%`;

function TopicCharts({ report }: { report: TopicReport }) {
  const colors = useChartColors();
  const rows = report.rows.map((row) => ({
    ...row,
    label: `${row.subtopic} · ${row.difficulty}`,
    percentRight: Math.round(row.accuracy * 100),
  }));
  const times = report.bucketLabels.map((label, i) => ({
    label,
    answers: report.rows.reduce((sum, row) => sum + (row.timeBuckets[i] ?? 0), 0),
  }));
  return (
    <div className="analyst-charts">
      <ChartFigure
        title="Accuracy by subtopic and difficulty"
        summary={rows
          .map((row) => `${row.topic}, ${row.label}: ${row.percentRight}% right of ${row.asked}`)
          .join('; ')}
        table={
          <table className="chart-table">
            <thead>
              <tr>
                <th scope="col">Topic</th>
                <th scope="col">Subtopic</th>
                <th scope="col">Difficulty</th>
                <th scope="col">Questions</th>
                <th scope="col">Answers</th>
                <th scope="col">% right</th>
                <th scope="col">Average time</th>
                <th scope="col">Mislabelled</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.topic}/${row.label}`}>
                  <th scope="row">{row.topic}</th>
                  <td>{row.subtopic}</td>
                  <td>{row.difficulty}</td>
                  <td>{row.questions}</td>
                  <td>{row.asked}</td>
                  <td>{row.percentRight}%</td>
                  <td>{row.averageTime.toFixed(1)} s</td>
                  <td>{row.mislabelled}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      >
        <ResponsiveContainer width="100%" height={260}>
          <BarChart
            data={rows}
            margin={{ top: 8, right: 16, bottom: 24, left: -8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="label"
              stroke={colors.text}
              tick={{ fill: colors.text, fontSize: 11 }}
              label={{
                value: 'subtopic · difficulty',
                position: 'insideBottom',
                offset: -16,
                fill: colors.text,
                fontSize: 11,
              }}
            />
            <YAxis domain={[0, 100]} unit="%" stroke={colors.text} tick={{ fill: colors.text }} width={64} />
            <Tooltip contentStyle={colors.tooltip} />
            <Bar
              dataKey="percentRight"
              name="% right"
              fill={colors.line}
              minPointSize={2}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
      <ChartFigure
        title="How long answers took"
        summary={times.map((t) => `${t.label}: ${t.answers}`).join('; ')}
        table={
          <table className="chart-table">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Answers</th>
              </tr>
            </thead>
            <tbody>
              {times.map((t) => (
                <tr key={t.label}>
                  <th scope="row">{t.label}</th>
                  <td>{t.answers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      >
        <ResponsiveContainer width="100%" height={220}>
          <BarChart
            data={times}
            margin={{ top: 8, right: 16, bottom: 24, left: -8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="label"
              stroke={colors.text}
              tick={{ fill: colors.text, fontSize: 11 }}
              label={{
                value: 'answer time',
                position: 'insideBottom',
                offset: -16,
                fill: colors.text,
                fontSize: 11,
              }}
            />
            <YAxis allowDecimals={false} stroke={colors.text} tick={{ fill: colors.text }} width={56} />
            <Tooltip contentStyle={colors.tooltip} />
            <Bar dataKey="answers" name="Answers" fill={colors.correct} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
    </div>
  );
}

function QuestionRow({ row }: { row: QuestionReportRow }) {
  return (
    <tr>
      <td>
        <span className="analyst-table__question">{row.question}</span>
        <span className="analyst-table__id">
          {row.topic} · {row.subtopic}
        </span>
      </td>
      <td>
        {row.difficulty}
        {row.measuredDifficulty && row.measuredDifficulty !== row.difficulty
          ? ` → plays ${row.measuredDifficulty}`
          : ''}
      </td>
      <td className="analyst-table__num">{row.asked}</td>
      <td className="analyst-table__num">{pct(row.accuracy)}</td>
      <td className="analyst-table__num">{row.averageTime.toFixed(1)} s</td>
      <td>
        <ul className="option-shares">
          {row.options.map((option) => (
            <li key={option.text} className={option.isKey ? 'option-shares__key' : undefined}>
              {option.text}: {pct(option.share)}
              {option.isKey ? ' (key)' : ''}
            </li>
          ))}
        </ul>
      </td>
      <td>
        {row.flags.map((flag) => (
          <span key={flag} className={`flag flag--${flag}`}>
            {FLAG_LABELS[flag]}
          </span>
        ))}
      </td>
    </tr>
  );
}

/** `/analyst/reports`: questions' figures with flags, topic accuracy and time charts, and a CSV export. */
export function ReportsView() {
  const [filters, setFilters] = useState<ReportFilters>(NO_REPORT_FILTERS);
  const [exportError, setExportError] = useState('');
  // Text filters reach the api once the analyst stops typing, not on every key. Each string settles on its own:
  // an object literal here would be new on every render and restart the timer forever.
  const typed = {
    topic: useDebouncedValue(filters.topic, TYPING_SETTLES_MS),
    subtopic: useDebouncedValue(filters.subtopic, TYPING_SETTLES_MS),
  };
  const questions = useQuestionReport({ ...filters, ...typed });
  const topics = useTopicReport(typed.topic, filters.difficulty);
  const set = (change: Partial<ReportFilters>) =>
    setFilters((current) => ({ ...current, page: 1, ...change }));

  const refused = [questions.error, topics.error].some(
    (e) => e instanceof ApiClientError && e.status === 403,
  );
  if (refused) return <AnalystRefused />;
  const page = questions.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / REPORT_PAGE_SIZE)) : 1;
  const flagOptions = [
    { value: '' as const, label: 'Any question' },
    ...(Object.keys(FLAG_LABELS) as (keyof typeof FLAG_LABELS)[]).map((flag) => ({
      value: flag,
      label: `${FLAG_LABELS[flag]}${page ? ` (${page.flagCounts[flag]})` : ''}`,
    })),
  ];

  return (
    <div className="analyst">
      <header className="analyst__header">
        <p className="analyst__eyebrow">Analyst</p>
        <h1 className="analyst__title">Question reports</h1>
        <AnalystNav />
      </header>
      <form className="analyst__filters" aria-label="Filter reports" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label="Topic"
          value={filters.topic}
          maxLength={20}
          onChange={(e) => set({ topic: e.target.value })}
        />
        <TextField
          label="Subtopic"
          value={filters.subtopic}
          maxLength={60}
          onChange={(e) => set({ subtopic: e.target.value })}
        />
        <Select
          label="Difficulty"
          options={DIFFICULTY_OPTIONS}
          value={filters.difficulty}
          onValueChange={(difficulty) => set({ difficulty })}
        />
        <Select
          label="Flag"
          options={flagOptions}
          value={filters.flag}
          onValueChange={(flag) => set({ flag })}
        />
        <Select
          label="Sort"
          options={SORT_OPTIONS}
          value={filters.sort}
          onValueChange={(sort) => set({ sort })}
        />
      </form>
      {topics.data && topics.data.rows.length > 0 ? <TopicCharts report={topics.data} /> : null}
      <section className="analyst__section" aria-labelledby="questions-title">
        <div className="analyst__section-head">
          <h2 id="questions-title">Questions</h2>
          <Button
            variant="accent"
            onClick={() => {
              setExportError('');
              downloadQuestionReport({ ...filters, ...typed }).catch((error: Error) =>
                setExportError(error.message),
              );
            }}
          >
            Export CSV
          </Button>
        </div>
        <Alert>{exportError}</Alert>
        {page ? (
          <p className="analyst__note">
            Flags need at least {page.minimumAnswers} answers. {page.total} questions match.
          </p>
        ) : null}
        {questions.isPending ? <p role="status">Loading…</p> : null}
        {questions.error ? <Alert>{questions.error.message}</Alert> : null}
        {page && page.items.length === 0 ? (
          <p className="analyst__empty">No questions match these filters.</p>
        ) : null}
        {page && page.items.length > 0 ? (
          <div className="analyst-table__wrap" tabIndex={0} role="region" aria-label="Questions, scrollable">
            <table className="analyst-table">
              <thead>
                <tr>
                  <th scope="col">Question</th>
                  <th scope="col">Difficulty</th>
                  <th scope="col">Asked</th>
                  <th scope="col">Right</th>
                  <th scope="col">Average time</th>
                  <th scope="col">Options picked</th>
                  <th scope="col">Flags</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((row) => (
                  <QuestionRow key={row.questionId} row={row} />
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {page && page.total > REPORT_PAGE_SIZE ? (
          <div className="analyst__pager">
            <Button
              variant="secondary"
              size="sm"
              disabled={filters.page <= 1}
              onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}
            >
              Previous
            </Button>
            <span role="status">
              Page {filters.page} of {pages}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={filters.page >= pages}
              onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}
            >
              Next
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
