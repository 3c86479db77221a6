import { sessionStats, weakestSubtopic } from '@quiz/domain';
import type { AnswerRecord } from '@quiz/contracts';

/** Spec §9's stats over the player's most recent answers (ADR 0091: at most 500, oldest first). */
export function StatsPanel({ answers }: { answers: readonly AnswerRecord[] }) {
  const stats = sessionStats(answers);
  const weakest = weakestSubtopic(answers);
  const items = [
    { label: 'Score', value: `${stats.correct}/${stats.total}` },
    { label: 'Accuracy', value: `${stats.accuracyPercent}%` },
    { label: 'Average time', value: `${stats.averageTimeSeconds.toFixed(1)} s` },
    { label: 'Best streak', value: String(stats.bestStreak) },
    { label: 'Weakest subtopic', value: weakest ?? 'None yet' },
  ];
  return (
    <div role="group" aria-label="Your stats" data-testid="stats-panel">
      <dl className="stats-panel">
        {items.map((item) => (
          <div key={item.label} className="stats-panel__item">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
