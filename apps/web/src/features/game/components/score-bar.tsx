import type { GameScore } from '@quiz/domain';
import './game.css';

export const formatPoints = (points: number) => points.toLocaleString('en-US');

/** The running score and the current streak, above the question (ADR 0179). */
export function ScoreBar({ score, gained }: { score: GameScore; gained: number | null }) {
  return (
    <div className="score-bar" role="group" aria-label="Game score">
      <span className="score-bar__item">
        Score <strong data-testid="game-score">{formatPoints(score.score)}</strong>
      </span>
      <span className="score-bar__item">
        Streak <strong data-testid="game-streak">{score.streak}</strong>
      </span>
      {gained !== null ? (
        <span className="score-bar__gain" data-testid="points-gained">
          +{formatPoints(gained)}
        </span>
      ) : null}
    </div>
  );
}
