import { sessionStats } from '@quiz/domain';
import type { AnswerRecord } from '@quiz/contracts';
import { formatSeconds } from './answer-parts';

/** Spec §9's stats for the round just played: score, accuracy, average time and best streak. */
export function SessionSummary({ answers }: { answers: readonly AnswerRecord[] }) {
  const stats = sessionStats(answers);
  const items = [
    { label: 'Score', value: `${stats.correct}/${stats.total}` },
    { label: 'Accuracy', value: `${stats.accuracyPercent}%` },
    { label: 'Average time', value: formatSeconds(stats.averageTimeSeconds) },
    { label: 'Best streak', value: String(stats.bestStreak) },
  ];
  return (
    <div role="group" aria-label="Session summary">
      <dl className="session-summary">
        {items.map((item) => (
          <div key={item.label} className="session-summary__item">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
