import type { Standing } from '@quiz/contracts';
import { cx } from '@/components/ui/cx';

export interface StandingsProps {
  standings: readonly Standing[];
  me?: string;
  caption: string;
}

/** The table of ranks, names, scores and streaks, best first; the viewer's own row is marked "You". */
export function Standings({ standings, me, caption }: StandingsProps) {
  const isMe = (name: string) => me !== undefined && name.toLowerCase() === me.toLowerCase();
  return (
    <table className="mp-standings">
      <caption className="mp-standings__caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Player</th>
          <th scope="col">Score</th>
          <th scope="col">Streak</th>
        </tr>
      </thead>
      <tbody>
        {standings.map((standing) => (
          <tr key={standing.name} className={cx(isMe(standing.name) && 'mp-standings__me')}>
            <td>{standing.rank}</td>
            <th scope="row">
              {standing.name}
              {isMe(standing.name) ? <span className="mp-badge">You</span> : null}
            </th>
            <td>{standing.score.toLocaleString('en')}</td>
            <td>{standing.streak > 0 ? `🔥 ${standing.streak}` : '0'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
