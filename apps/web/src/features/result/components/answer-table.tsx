import type { AnswerRecord } from '@quiz/contracts';
import './answers.css';
import { CorrectAnswer, OutcomeBadge, PlayedAt, YourAnswer, formatSeconds } from './answer-parts';

/** The same answers as a table: a header per column, the question heading its row. */
export function AnswerTable({ answers, label }: { answers: readonly AnswerRecord[]; label: string }) {
  return (
    <div className="answer-table__wrap" tabIndex={0} role="region" aria-label={`${label}, scrollable`}>
      <table className="answer-table">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">Question</th>
            <th scope="col">Your answer</th>
            <th scope="col">Correct answer</th>
            <th scope="col">Result</th>
            <th scope="col">Time</th>
            <th scope="col">Subtopic</th>
            <th scope="col">Played at</th>
            <th scope="col">Explanation</th>
          </tr>
        </thead>
        <tbody>
          {answers.map((answer, index) => (
            <tr key={`${answer.sessionId}:${answer.id}:${index}`}>
              <th scope="row" className="answer-table__question">
                {answer.question}
              </th>
              <td>
                <YourAnswer answer={answer} />
              </td>
              <td>
                <CorrectAnswer answer={answer} />
              </td>
              <td>
                <OutcomeBadge answer={answer} />
              </td>
              <td className="answer-table__number">{formatSeconds(answer.timeTaken)}</td>
              <td>{answer.subtopic || '—'}</td>
              <td>
                <PlayedAt iso={answer.playedAt} />
              </td>
              <td className="answer-table__explanation">{answer.explanation}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
