import { optionText } from '@quiz/domain';
import type { AnswerRecord } from '@quiz/contracts';

export type Outcome = 'correct' | 'incorrect' | 'timed-out';

export function outcomeOf(answer: AnswerRecord): Outcome {
  if (answer.isCorrect) return 'correct';
  return answer.selectedAnswer === null ? 'timed-out' : 'incorrect';
}

const OUTCOME_TEXT: Record<Outcome, { icon: string; label: string }> = {
  correct: { icon: '✓', label: 'Correct' },
  incorrect: { icon: '✗', label: 'Incorrect' },
  'timed-out': { icon: '⏱', label: 'Timed out' },
};

/** Correct or not, by an icon and a word as well as by colour. */
export function OutcomeBadge({ answer }: { answer: AnswerRecord }) {
  const outcome = outcomeOf(answer);
  const { icon, label } = OUTCOME_TEXT[outcome];
  return (
    <span className={`outcome outcome--${outcome}`}>
      <span className="outcome__icon" aria-hidden="true">
        {icon}
      </span>
      {label}
    </span>
  );
}

/** The player's pick as "B · Danube", or that the countdown ran out. */
export function YourAnswer({ answer }: { answer: AnswerRecord }) {
  if (answer.selectedAnswer === null) return <span className="answer-choice">No answer (time ran out)</span>;
  return <Choice letter={answer.selectedAnswer} text={optionText(answer, answer.selectedAnswer)} />;
}

export function CorrectAnswer({ answer }: { answer: AnswerRecord }) {
  return <Choice letter={answer.correct} text={optionText(answer, answer.correct)} />;
}

function Choice({ letter, text }: { letter: string; text: string }) {
  return (
    <span className="answer-choice">
      <span className="answer-choice__letter">{letter}</span> {text}
    </span>
  );
}

export const formatSeconds = (seconds: number) => `${seconds.toFixed(1)} s`;

const playedAtFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function PlayedAt({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <span>{iso}</span>;
  return <time dateTime={iso}>{playedAtFormat.format(date)}</time>;
}
