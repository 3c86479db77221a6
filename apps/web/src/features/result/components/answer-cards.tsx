import type { AnswerRecord } from '@quiz/contracts';
import './answers.css';
import { CorrectAnswer, OutcomeBadge, PlayedAt, YourAnswer, formatSeconds, outcomeOf } from './answer-parts';

/** One card per answer: the question, both picks, the outcome, the facts and the explanation. */
export function AnswerCards({ answers, label }: { answers: readonly AnswerRecord[]; label: string }) {
  return (
    <ol className="answer-cards" aria-label={label}>
      {answers.map((answer, index) => (
        <li
          key={`${answer.sessionId}:${answer.id}:${index}`}
          className={`answer-card answer-card--${outcomeOf(answer)}`}
        >
          <div className="answer-card__head">
            <p className="answer-card__question">{answer.question}</p>
            <OutcomeBadge answer={answer} />
          </div>
          <dl className="answer-card__facts">
            <div>
              <dt>Your answer</dt>
              <dd>
                <YourAnswer answer={answer} />
              </dd>
            </div>
            <div>
              <dt>Correct answer</dt>
              <dd>
                <CorrectAnswer answer={answer} />
              </dd>
            </div>
            <div>
              <dt>Time</dt>
              <dd>{formatSeconds(answer.timeTaken)}</dd>
            </div>
            <div>
              <dt>Subtopic</dt>
              <dd>{answer.subtopic || '—'}</dd>
            </div>
            <div>
              <dt>Played at</dt>
              <dd>
                <PlayedAt iso={answer.playedAt} />
              </dd>
            </div>
          </dl>
          {answer.explanation ? <p className="answer-card__explanation">{answer.explanation}</p> : null}
        </li>
      ))}
    </ol>
  );
}
