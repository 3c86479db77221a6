import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { accuracyOverTime, type ChartedAnswer } from '@quiz/domain';
import { useChartColors } from '../hooks/use-chart-colors';
import { ChartFigure } from './chart-figure';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Accuracy per game played (one quiz session each), oldest first. */
export function AccuracyOverTimeChart({ answers }: { answers: readonly ChartedAnswer[] }) {
  const colors = useChartColors();
  const points = accuracyOverTime(answers);
  const first = points[0];
  const last = points.at(-1);
  const best = Math.max(...points.map((p) => p.accuracyPercent));
  const summary =
    first && last
      ? `Accuracy per game over ${points.length} games: ${first.accuracyPercent}% in game 1, ` +
        `${last.accuracyPercent}% in game ${last.round}, best ${best}%.`
      : 'No games played yet.';
  return (
    <ChartFigure
      title="Accuracy over time"
      summary={summary}
      table={
        <table className="chart-table">
          <thead>
            <tr>
              <th scope="col">Game</th>
              <th scope="col">Played</th>
              <th scope="col">Topic</th>
              <th scope="col">Score</th>
              <th scope="col">Accuracy</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={`${point.round}`}>
                <th scope="row">{point.round}</th>
                <td>{dateFormat.format(new Date(point.startedAt))}</td>
                <td>{point.topic}</td>
                <td>
                  {point.correct}/{point.total}
                </td>
                <td>{point.accuracyPercent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer width="100%" height={220}>
        <LineChart
          data={points}
          margin={{ top: 8, right: 16, bottom: 24, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" />
          <XAxis
            dataKey="round"
            stroke={colors.text}
            tick={{ fill: colors.text }}
            allowDecimals={false}
            label={{
              value: 'Games played, oldest first',
              position: 'insideBottom',
              offset: -16,
              fill: colors.text,
            }}
          />
          <YAxis domain={[0, 100]} unit="%" stroke={colors.text} tick={{ fill: colors.text }} width={52} />
          <Tooltip
            contentStyle={colors.tooltip}
            formatter={(value) => [`${String(value)}%`, 'Accuracy']}
            labelFormatter={(game) => `Game ${String(game)}`}
          />
          <Line
            type="monotone"
            dataKey="accuracyPercent"
            name="Accuracy"
            stroke={colors.line}
            strokeWidth={3}
            dot={{ r: 4, fill: colors.line }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
