import { useEffect, useRef } from 'react';
import { summarizeGame, type GameRecord } from '@quiz/domain';
import { Button } from '@/components/ui/button';
import { useTopicRank, type TopicRank } from '../api/topic-rank';
import { Celebration } from './celebration';
import { formatPoints } from './score-bar';
import './game.css';

export type GamePlayer = { kind: 'signed-in'; userId: string } | { kind: 'guest'; onSignUp: () => void };

/** The end of a game (ADR 0179): its score by round, the focus subtopic across rounds, best streak and rank. */
export function GameSummary({ game, player }: { game: GameRecord; player: GamePlayer }) {
  const summary = summarizeGame(game.rounds);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <section className="game-summary" aria-labelledby="game-summary-title">
      <Celebration />
      <h2 id="game-summary-title" className="game-summary__title" tabIndex={-1} ref={title}>
        Game over: {formatPoints(summary.total)} points
      </h2>
      <dl className="game-summary__totals">
        <div>
          <dt>Total score</dt>
          <dd data-testid="summary-total">{formatPoints(summary.total)}</dd>
        </div>
        <div>
          <dt>Right answers</dt>
          <dd>
            {summary.correct}/{summary.answered}
          </dd>
        </div>
        <div>
          <dt>Best streak</dt>
          <dd data-testid="summary-best-streak">{summary.bestStreak}</dd>
        </div>
      </dl>
      <table className="game-summary__rounds">
        <caption className="visually-hidden">Score per round</caption>
        <thead>
          <tr>
            <th scope="col">Round</th>
            <th scope="col">Points</th>
            <th scope="col">Right</th>
          </tr>
        </thead>
        <tbody>
          {summary.rounds.map((round, index) => (
            <tr key={index}>
              <th scope="row">Round {round.round}</th>
              <td>{formatPoints(round.points)}</td>
              <td>
                {round.correct}/{round.total}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {summary.focus ? (
        <p className="game-summary__note" data-testid="summary-focus">
          Focus on {summary.focus.subtopic}: {summary.focus.correct}/{summary.focus.total} right (
          {summary.focus.accuracyPercent}%) across the rounds (
          {summary.focus.byRound
            .filter((round) => round.total > 0)
            .map((round) => `round ${round.round}: ${round.correct}/${round.total}`)
            .join(', ')}
          ).
        </p>
      ) : null}
      {player.kind === 'signed-in' ? (
        <RankLine topic={game.topic} userId={player.userId} />
      ) : (
        <div className="game-summary__note">
          <p>Create an account to keep your score and get a rank on the {game.topic} leaderboard.</p>
          <Button variant="accent" onClick={player.onSignUp}>
            Create an account
          </Button>
        </div>
      )}
    </section>
  );
}

function RankLine({ topic, userId }: { topic: string; userId: string }) {
  const rank = useTopicRank(topic, userId);
  return (
    <p className="game-summary__note" data-testid="summary-rank" aria-live="polite">
      {rankText(rank, topic)}
    </p>
  );
}

function rankText(rank: TopicRank, topic: string): string {
  switch (rank.status) {
    case 'loading':
      return `Finding your rank on the ${topic} leaderboard…`;
    case 'failed':
      return 'Your rank could not be loaded; the leaderboard has it.';
    case 'ranked':
      return `Rank #${rank.rank} on the ${topic} leaderboard.`;
    case 'unranked':
      return `Not on the ${topic} leaderboard's top 100 yet: a longer streak gets you there.`;
  }
}
