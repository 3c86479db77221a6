import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { LEADERBOARD_FAILED, useLeaderboard } from '../api/get-leaderboard';
import { LeaderboardTable } from './leaderboard-table';
import './leaderboard.css';

/** The topic length limit of spec §9, which is also the api's filter limit. */
const TOPIC_MAX_LENGTH = 20;

const normalizeTopic = (raw: string) => raw.trim().replace(/\s+/g, ' ');

/** `/leaderboard`: the best streak of each player in each topic, filterable by topic. */
export function LeaderboardScreen({ viewerId }: { viewerId: string | null }) {
  const [draft, setDraft] = useState('');
  const [topic, setTopic] = useState('');
  const board = useLeaderboard(topic);

  function applyFilter(event: FormEvent) {
    event.preventDefault();
    setTopic(normalizeTopic(draft));
  }

  function showAll() {
    setDraft('');
    setTopic('');
  }

  const rows = board.data ?? [];
  const caption = topic ? `Best streaks in ${topic}` : 'Best streaks in every topic';
  return (
    <div className="leaderboard">
      <header className="leaderboard__header">
        <h1 className="leaderboard__title">Leaderboard</h1>
        <p className="leaderboard__lede">The longest run of correct answers in a row, per topic.</p>
      </header>
      <Card as="section" title="Topic streaks" className="leaderboard__card">
        <form
          className="leaderboard__filter"
          role="search"
          aria-label="Filter by topic"
          onSubmit={applyFilter}
        >
          <TextField
            label="Topic"
            value={draft}
            maxLength={TOPIC_MAX_LENGTH}
            placeholder="e.g. Space"
            onChange={(event) => setDraft(event.target.value)}
          />
          <div className="leaderboard__filter-actions">
            <Button type="submit" variant="primary">
              Filter
            </Button>
            {topic ? (
              <Button variant="secondary" onClick={showAll}>
                All topics
              </Button>
            ) : null}
          </div>
        </form>
        <Alert>{board.isError ? LEADERBOARD_FAILED : null}</Alert>
        {board.isPending ? (
          <p className="leaderboard__status" role="status">
            Loading the leaderboard…
          </p>
        ) : null}
        {board.isSuccess && rows.length === 0 ? (
          <p className="leaderboard__status" role="status">
            {topic ? `No streaks in ${topic} yet.` : 'No streaks yet. Play a round to get on the board.'}
          </p>
        ) : null}
        {board.isSuccess && rows.length > 0 ? (
          <LeaderboardTable rows={rows} viewerId={viewerId} caption={caption} />
        ) : null}
      </Card>
    </div>
  );
}
