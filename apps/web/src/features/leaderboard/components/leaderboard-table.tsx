import { useId } from 'react';
import type { LeaderboardRow } from '@quiz/contracts';

/** The topic streak table (spec §2); the viewer's own rows carry a "You" badge as well as a tint. */
export function LeaderboardTable({
  rows,
  viewerId,
  caption,
}: {
  rows: readonly LeaderboardRow[];
  viewerId: string | null;
  caption: string;
}) {
  const captionId = useId();
  return (
    // Focusable so that a keyboard can scroll the table sideways when a long name makes it wider than a phone.
    <div className="leaderboard__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="leaderboard__table">
        <caption id={captionId} className="leaderboard__caption">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Player</th>
            <th scope="col">Topic</th>
            <th scope="col" className="leaderboard__number">
              Best streak
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const own = viewerId !== null && row.userId === viewerId;
            return (
              <tr
                key={`${row.userId}:${row.topic.toLowerCase()}`}
                className={own ? 'leaderboard__row leaderboard__row--own' : 'leaderboard__row'}
                data-testid="leaderboard-row"
              >
                <td className="leaderboard__rank">{index + 1}</td>
                <th scope="row" className="leaderboard__player">
                  <span className="leaderboard__name">{row.displayName}</span>
                  {own ? <span className="leaderboard__you">You</span> : null}
                </th>
                <td>{row.topic}</td>
                <td className="leaderboard__number">{row.bestStreak}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
