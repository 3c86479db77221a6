import type { PlayerResult, Reveal } from '@quiz/contracts';
import { Standings } from './standings';
import { NextCountdown } from './next-countdown';

export interface RevealPanelProps {
  reveal: Reveal;
  /** The player's own outcome (players only). */
  result?: PlayerResult | null;
  me?: string;
  clockOffsetMs: number;
}

/** After a question closes: the key, the explanation, the player's points and streak, and the standings. */
export function RevealPanel({ reveal, result, me, clockOffsetMs }: RevealPanelProps) {
  const mine = result && result.number === reveal.number ? result : null;
  const tone = mine ? (mine.correct ? 'correct' : 'incorrect') : 'neutral';
  return (
    <div className="mp-reveal">
      <div className={`quiz__verdict mp-verdict mp-verdict--${tone}`} aria-live="polite" aria-atomic="true">
        <p className="quiz__verdict-title" data-testid="verdict">
          {mine ? (
            <>
              <span className="quiz__verdict-icon" aria-hidden="true">
                {mine.correct ? '✓' : '✗'}
              </span>
              {mine.correct
                ? `Correct! +${mine.points.toLocaleString('en')} points.`
                : mine.answer === null
                  ? "Time's up!"
                  : 'Incorrect.'}{' '}
            </>
          ) : null}
          <span className="quiz__verdict-answer">
            The answer is {reveal.correct}: {reveal.correctText}
          </span>
        </p>
        <p className="quiz__explanation">{reveal.explanation}</p>
        {mine ? (
          <p className="mp-verdict__stats" data-testid="my-standing">
            Score {mine.score.toLocaleString('en')} · Rank {mine.rank} ·{' '}
            {mine.streak > 0 ? `Streak 🔥 ${mine.streak}` : 'Streak 0'}
          </p>
        ) : null}
      </div>
      <p className="mp-reveal__answered">
        {reveal.answered} of {reveal.players} answered.{' '}
        <NextCountdown nextAt={reveal.nextAt} clockOffsetMs={clockOffsetMs} />
      </p>
      <Standings standings={reveal.standings} me={me} caption="Standings" />
    </div>
  );
}
