import type { AnswerRecord } from '@quiz/contracts';
import { AnswerCards } from './answer-cards';
import { AnswerTable } from './answer-table';
import type { AnswerView } from './view-toggle';

export function AnswerList({
  answers,
  view,
  label,
}: {
  answers: readonly AnswerRecord[];
  view: AnswerView;
  label: string;
}) {
  return view === 'table' ? (
    <AnswerTable answers={answers} label={label} />
  ) : (
    <AnswerCards answers={answers} label={label} />
  );
}
