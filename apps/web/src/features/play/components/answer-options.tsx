import { ANSWER_LETTERS, type AnswerLetter } from '@quiz/domain';
import { cx } from '@/components/ui/cx';
import type { PlayQuestion } from '../play-types';

export const optionText = (question: PlayQuestion, letter: AnswerLetter): string =>
  ({ A: question.optionA, B: question.optionB, C: question.optionC, D: question.optionD })[letter];

export interface AnswerOptionsProps {
  question: PlayQuestion;
  selected: AnswerLetter | null;
  answered: boolean;
  /** Known once judged. */
  correct: AnswerLetter | null;
  onPick: (letter: AnswerLetter) => void;
}

/**
 * Options A-D. Once answered they lock; the correct one turns green with a tick and a wrong pick pink with a
 * cross, so the result never rests on colour alone, and each says so in words for screen readers.
 */
export function AnswerOptions({ question, selected, answered, correct, onPick }: AnswerOptionsProps) {
  return (
    <ul className="options" aria-label="Answers" data-question-id={question.id}>
      {ANSWER_LETTERS.map((letter, position) => {
        const isCorrect = correct === letter;
        const isWrongPick = correct !== null && selected === letter && !isCorrect;
        const state = isCorrect ? 'correct' : isWrongPick ? 'wrong' : selected === letter ? 'picked' : null;
        return (
          <li key={letter}>
            <button
              type="button"
              className={cx('option', state && `option--${state}`)}
              disabled={answered}
              aria-keyshortcuts={`${letter} ${position + 1}`}
              onClick={() => onPick(letter)}
            >
              <span className="option__letter" aria-hidden="true">
                {letter}
              </span>
              <span className="visually-hidden">{letter}: </span>
              <span className="option__text">{optionText(question, letter)}</span>
              {state === 'correct' || state === 'wrong' ? (
                <span className="option__icon" aria-hidden="true">
                  {state === 'correct' ? '✓' : '✗'}
                </span>
              ) : null}
              {state ? (
                <span className="visually-hidden">
                  {state === 'correct'
                    ? selected === letter
                      ? ' (your answer, correct)'
                      : ' (correct answer)'
                    : state === 'wrong'
                      ? ' (your answer, incorrect)'
                      : ' (your answer)'}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
