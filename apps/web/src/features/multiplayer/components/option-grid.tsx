import { ANSWER_LETTERS, type AnswerLetter } from '@quiz/domain';
import type { MultiplayerQuestion, OptionCounts } from '@quiz/contracts';
import { cx } from '@/components/ui/cx';
import '@/features/play/components/quiz.css';

/** Kahoot-style shapes beside the letters, so options are told apart without colour. */
const SHAPES: Record<AnswerLetter, string> = { A: '▲', B: '◆', C: '●', D: '■' };

export interface OptionGridProps {
  options: MultiplayerQuestion['options'];
  /** The player's own pick, once given. */
  picked: AnswerLetter | null;
  /** Known at the reveal. */
  correct: AnswerLetter | null;
  /** The host's screen at the reveal: how many chose each option. */
  counts?: OptionCounts | null;
  shares?: Record<AnswerLetter, number> | null;
  /** Players' options are buttons; the host's are a list to read. */
  onPick?: (letter: AnswerLetter) => void;
  disabled?: boolean;
}

/** Options A–D: the same look as the solo game, with the key ticked and a wrong pick crossed at the reveal. */
export function OptionGrid({ options, picked, correct, counts, shares, onPick, disabled }: OptionGridProps) {
  return (
    <ul className="options mp-options-grid" aria-label="Answers">
      {ANSWER_LETTERS.map((letter, position) => {
        const isKey = correct === letter;
        const isWrongPick = correct !== null && picked === letter && !isKey;
        const state = isKey ? 'correct' : isWrongPick ? 'wrong' : picked === letter ? 'picked' : null;
        const said =
          state === 'correct'
            ? picked === letter
              ? ' (your answer, correct)'
              : ' (correct answer)'
            : state === 'wrong'
              ? ' (your answer, incorrect)'
              : state === 'picked'
                ? ' (your answer)'
                : '';
        const content = (
          <>
            <span className={cx('option__letter', `mp-letter--${letter}`)} aria-hidden="true">
              {letter}
            </span>
            <span className="mp-shape" aria-hidden="true">
              {SHAPES[letter]}
            </span>
            <span className="visually-hidden">{letter}: </span>
            <span className="option__text">{options[letter]}</span>
            {counts ? (
              <span className="mp-count">
                {counts[letter]}
                <span className="visually-hidden"> {counts[letter] === 1 ? 'answer' : 'answers'}</span>
              </span>
            ) : null}
            {state === 'correct' || state === 'wrong' ? (
              <span className="option__icon" aria-hidden="true">
                {state === 'correct' ? '✓' : '✗'}
              </span>
            ) : null}
            {said ? <span className="visually-hidden">{said}</span> : null}
            {shares ? (
              <span className="mp-share" aria-hidden="true" style={{ inlineSize: `${shares[letter]}%` }} />
            ) : null}
          </>
        );
        return (
          <li key={letter}>
            {onPick ? (
              <button
                type="button"
                className={cx('option', 'mp-option', state && `option--${state}`)}
                disabled={disabled}
                aria-keyshortcuts={`${letter} ${position + 1}`}
                onClick={() => onPick(letter)}
              >
                {content}
              </button>
            ) : (
              <div className={cx('option', 'mp-option', 'mp-option--static', state && `option--${state}`)}>
                {content}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
