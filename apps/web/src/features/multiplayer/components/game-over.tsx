import { Link } from 'react-router-dom';
import type { GameOver } from '@quiz/contracts';
import { cx } from '@/components/ui/cx';
import { MULTIPLAYER_MESSAGES } from '../multiplayer-messages';
import { ordinal, podiumPlaces } from '../model/podium';
import { Standings } from './standings';

export interface GameOverViewProps {
  gameOver: GameOver;
  me?: string;
  myRank?: number | null;
}

/** 'Game Over' (spec §8), announced as an alert, then the podium (top 3) and every player's rank and score. */
export function GameOverView({ gameOver, me, myRank }: GameOverViewProps) {
  const places = podiumPlaces(gameOver.standings);
  return (
    <section className="mp-over" aria-labelledby="mp-over-title">
      <div role="alert" className="mp-over__alert">
        <h2 id="mp-over-title" className="mp-title">
          {MULTIPLAYER_MESSAGES.gameOver}
        </h2>
        {myRank ? (
          <p className="mp-over__mine">
            You finished {ordinal(myRank)} of {gameOver.players}.
          </p>
        ) : null}
      </div>
      {places.length > 0 ? (
        <ol className="mp-podium" aria-label="Podium">
          {places.map(({ standing, place }) => (
            <li key={standing.name} className={cx('mp-podium__step', `mp-podium__step--${place}`)}>
              <span className="mp-podium__name">{standing.name}</span>
              <span className="mp-podium__score">{standing.score.toLocaleString('en')} pts</span>
              <span className="mp-podium__block">
                <span className="visually-hidden">{ordinal(standing.rank)} place</span>
                <span aria-hidden="true">{standing.rank}</span>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p>No one played this game.</p>
      )}
      <Standings standings={gameOver.standings} me={me} caption="Final standings" />
      <p className="mp-over__actions">
        <Link className="btn btn--primary btn--lg" to="/multiplayer/lobby">
          <span className="btn__label">Play again</span>
        </Link>
        <Link className="btn btn--secondary btn--lg" to="/generate">
          <span className="btn__label">Back to the topic screen</span>
        </Link>
      </p>
    </section>
  );
}
