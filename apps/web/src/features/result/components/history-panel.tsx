import { useState } from 'react';
import { MAX_HISTORY_SEARCH_LENGTH } from '@quiz/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { HISTORY_FAILED, type HistoryFilters, type HistorySort } from '../api/user-answers';
import { answersCsv, downloadCsv, fetchAllHistory } from '../export/answers-csv';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useHistory } from '../hooks/use-history';
import { AnswerList } from './answer-list';
import { NOTHING_TO_REVIEW } from './session-panel';
import { ViewToggle, type AnswerView } from './view-toggle';

/** Spec §9: history reloads 250 ms after the last change to its search, filter or sort. */
export const HISTORY_DEBOUNCE_MS = 250;
export const NO_RESULTS = 'No results.';

const SORT_OPTIONS: ReadonlyArray<{ value: HistorySort; label: string }> = [
  { value: 'desc', label: 'Newest first' },
  { value: 'asc', label: 'Oldest first' },
];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : HISTORY_FAILED);

/** The signed-in player's saved answers: search, Incorrect only, sort, Load more and the export. */
export function HistoryPanel({
  view,
  onViewChange,
}: {
  view: AnswerView;
  onViewChange: (view: AnswerView) => void;
}) {
  const [filters, setFilters] = useState<HistoryFilters>({ search: '', incorrectOnly: false, sort: 'desc' });
  const applied = useDebouncedValue(filters, HISTORY_DEBOUNCE_MS);
  const history = useHistory(applied);
  const [exportState, setExportState] = useState<{ busy: boolean; message: string; failed: boolean }>({
    busy: false,
    message: '',
    failed: false,
  });
  const set = (change: Partial<HistoryFilters>) => setFilters((current) => ({ ...current, ...change }));
  const filtered = Boolean(applied.search.trim()) || applied.incorrectOnly;

  async function exportCsv() {
    setExportState({ busy: true, message: '', failed: false });
    try {
      const answers = await fetchAllHistory(applied);
      downloadCsv(answersCsv(answers), 'quiz-history.csv');
      setExportState({ busy: false, message: `Exported ${answers.length} answers.`, failed: false });
    } catch (error) {
      setExportState({ busy: false, message: messageOf(error), failed: true });
    }
  }

  const { answers } = history;
  const ready = history.isSuccess;

  return (
    <div className="result-panel">
      <form className="history-filters" aria-label="Filter history" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label="Search"
          type="search"
          value={filters.search}
          placeholder="Words from a question, answer or topic"
          maxLength={MAX_HISTORY_SEARCH_LENGTH}
          onChange={(e) => set({ search: e.target.value })}
        />
        <Select
          label="Sort"
          options={SORT_OPTIONS}
          value={filters.sort}
          onValueChange={(sort) => set({ sort })}
        />
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            className="switch__input"
            checked={filters.incorrectOnly}
            onChange={(e) => set({ incorrectOnly: e.target.checked })}
          />
          <span className="switch__track" aria-hidden="true" />
          <span className="switch__label">Incorrect only</span>
        </label>
      </form>
      <div className="result-toolbar">
        <ViewToggle value={view} onChange={onViewChange} />
        <Button
          variant="secondary"
          onClick={exportCsv}
          loading={exportState.busy}
          disabled={!ready || answers.length === 0}
        >
          Export CSV
        </Button>
      </div>
      <Alert tone={exportState.failed ? 'error' : 'info'}>{exportState.message}</Alert>
      <Alert>{history.isError ? messageOf(history.error) : ''}</Alert>
      <p
        role="status"
        className={ready && answers.length > 0 ? 'result-panel__count' : 'result-panel__empty'}
      >
        {history.isPending
          ? 'Loading history…'
          : ready && answers.length === 0
            ? filtered
              ? NO_RESULTS
              : NOTHING_TO_REVIEW
            : ready
              ? `Showing ${answers.length} answers${history.hasNextPage ? ', more to load' : ''}.`
              : ''}
      </p>
      {answers.length > 0 ? <AnswerList answers={answers} view={view} label="History answers" /> : null}
      {history.hasNextPage ? (
        <Button
          variant="secondary"
          className="result-panel__more"
          onClick={() => void history.fetchNextPage()}
          loading={history.isFetchingNextPage}
        >
          Load more
        </Button>
      ) : null}
    </div>
  );
}
