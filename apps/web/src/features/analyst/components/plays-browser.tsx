import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PlaySummary } from '@quiz/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { ApiClientError } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { NO_PLAY_FILTERS, PLAYS_PAGE_SIZE, usePlays, type PlayFilters } from '../api/analyst';
import { AnalystNav } from './analyst-nav';
import { AnalystRefused } from './analyst-refused';
import './analyst.css';

const MODE_TABS: { value: PlayFilters['mode']; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'solo', label: 'Solo rounds' },
  { value: 'game', label: 'Multiplayer games' },
];
const DIFFICULTY_OPTIONS = [
  { value: '', label: 'Any difficulty' },
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
] as const;
const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'topic', label: 'Topic A–Z' },
  { value: 'answers', label: 'Most answers' },
  { value: 'accuracy', label: 'Best accuracy' },
] as const;

const TYPING_SETTLES_MS = 300;

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const percent = (right: number, total: number) => (total ? `${Math.round((100 * right) / total)}%` : '—');

function PlayRow({ play }: { play: PlaySummary }) {
  const players =
    play.players.join(', ') +
    (play.playerCount > play.players.length ? ` +${play.playerCount - play.players.length}` : '');
  return (
    <tr>
      <td>
        <Link
          to={`/analyst/replay/${play.mode}/${play.id}`}
          aria-label={`Replay ${play.mode === 'solo' ? 'round' : 'game'} ${play.id}`}
        >
          {play.mode === 'solo' ? `Round ${play.round}` : `Game ${play.id}`}
        </Link>
      </td>
      <td>{play.topic}</td>
      <td>{play.difficulty}</td>
      <td>
        <time dateTime={play.startedAt}>{timeFormat.format(new Date(play.startedAt))}</time>
      </td>
      <td className="analyst-table__players">{players}</td>
      <td className="analyst-table__num">
        {play.answerCount}/{play.questionCount}
      </td>
      <td className="analyst-table__num">{percent(play.correctCount, play.answerCount)}</td>
      <td>{play.status === 'finished' ? 'Finished' : 'In progress'}</td>
    </tr>
  );
}

/** `/analyst`: every solo round and multiplayer game, filtered, sorted and paged, with counts at the top. */
export function PlaysBrowser() {
  const [filters, setFilters] = useState<PlayFilters>(NO_PLAY_FILTERS);
  // Text filters reach the api once the analyst stops typing, not on every key. Each string settles on its own:
  // an object literal here would be new on every render and restart the timer forever.
  const typed = {
    topic: useDebouncedValue(filters.topic, TYPING_SETTLES_MS),
    player: useDebouncedValue(filters.player, TYPING_SETTLES_MS),
  };
  const rangeReversed = Boolean(filters.fromDate && filters.toDate && filters.fromDate > filters.toDate);
  const plays = usePlays({ ...filters, ...typed }, !rangeReversed);
  const set = (change: Partial<PlayFilters>) => setFilters((current) => ({ ...current, page: 1, ...change }));

  if (plays.error instanceof ApiClientError && plays.error.status === 403) return <AnalystRefused />;
  const page = plays.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / PLAYS_PAGE_SIZE)) : 1;

  return (
    <div className="analyst">
      <header className="analyst__header">
        <p className="analyst__eyebrow">Analyst</p>
        <h1 className="analyst__title">Plays</h1>
        <AnalystNav />
      </header>
      <div className="analyst-tabs" role="group" aria-label="Mode">
        {MODE_TABS.map((tab) => (
          <button
            key={tab.value}
            type="button"
            className="analyst-tabs__tab"
            aria-pressed={filters.mode === tab.value}
            onClick={() => set({ mode: tab.value })}
          >
            {tab.label} <span className="analyst-tabs__count">{page ? page.counts[tab.value] : '…'}</span>
          </button>
        ))}
      </div>
      <form className="analyst__filters" aria-label="Filter plays" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label="Topic"
          value={filters.topic}
          maxLength={20}
          onChange={(e) => set({ topic: e.target.value })}
        />
        <Select
          label="Difficulty"
          options={DIFFICULTY_OPTIONS}
          value={filters.difficulty}
          onValueChange={(difficulty) => set({ difficulty })}
        />
        <TextField
          label="From"
          type="date"
          value={filters.fromDate}
          onChange={(e) => set({ fromDate: e.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={filters.toDate}
          onChange={(e) => set({ toDate: e.target.value })}
        />
        <TextField
          label="Player"
          hint="A pseudonym such as Player-7K2QX9M4TA"
          value={filters.player}
          maxLength={200}
          onChange={(e) => set({ player: e.target.value })}
        />
        <Select
          label="Sort"
          options={SORT_OPTIONS}
          value={filters.sort}
          onValueChange={(sort) => set({ sort })}
        />
      </form>
      <Alert>{rangeReversed ? 'The start date must be on or before the end date.' : ''}</Alert>
      {plays.isPending ? <p role="status">Loading…</p> : null}
      {plays.error && !(plays.error instanceof ApiClientError && plays.error.status === 403) ? (
        <Alert>{plays.error.message}</Alert>
      ) : null}
      {page && page.items.length === 0 ? (
        <p className="analyst__empty">No plays match these filters.</p>
      ) : null}
      {page && page.items.length > 0 ? (
        <div className="analyst-table__wrap" tabIndex={0} role="region" aria-label="Plays, scrollable">
          <table className="analyst-table">
            <caption className="visually-hidden">
              {page.total} plays, page {page.page} of {pages}
            </caption>
            <thead>
              <tr>
                <th scope="col">Play</th>
                <th scope="col">Topic</th>
                <th scope="col">Difficulty</th>
                <th scope="col">Started</th>
                <th scope="col">Players</th>
                <th scope="col">Answers</th>
                <th scope="col">Right</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((play) => (
                <PlayRow key={`${play.mode}/${play.id}`} play={play} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {page && page.total > 0 ? (
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
            Page {filters.page} of {pages} · {page.total} plays
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
    </div>
  );
}
