import { useState } from 'react';
import type { AnswerRecord } from '@quiz/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { answersCsv, downloadCsv } from '../export/answers-csv';
import { AnswerList } from './answer-list';
import { SessionSummary } from './session-summary';
import { ViewToggle, type AnswerView } from './view-toggle';

export const NOTHING_TO_REVIEW = 'Nothing to review here.';

/** The round just played: its summary, its answers and their export. */
export function SessionPanel({
  answers,
  view,
  onViewChange,
  note,
}: {
  answers: readonly AnswerRecord[];
  view: AnswerView;
  onViewChange: (view: AnswerView) => void;
  /** Shown above the answers, e.g. why a guest has no History tab. */
  note?: string;
}) {
  const [exported, setExported] = useState('');
  const hasAnswers = answers.length > 0;

  function exportCsv() {
    downloadCsv(answersCsv(answers), 'quiz-session.csv');
    setExported(`Exported ${answers.length} answers.`);
  }

  return (
    <div className="result-panel">
      {note ? <p className="result-panel__note">{note}</p> : null}
      {hasAnswers ? <SessionSummary answers={answers} /> : null}
      <div className="result-toolbar">
        <ViewToggle value={view} onChange={onViewChange} />
        <Button variant="secondary" onClick={exportCsv} disabled={!hasAnswers}>
          Export CSV
        </Button>
      </div>
      <Alert tone="info">{exported}</Alert>
      <p role="status" className={hasAnswers ? 'visually-hidden' : 'result-panel__empty'}>
        {hasAnswers ? `${answers.length} answers this session.` : NOTHING_TO_REVIEW}
      </p>
      {hasAnswers ? <AnswerList answers={answers} view={view} label="Session answers" /> : null}
    </div>
  );
}
