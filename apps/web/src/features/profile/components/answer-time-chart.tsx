import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { answerTimeDistribution, type ChartedAnswer, type TimeBucket } from '@quiz/domain';
import { useChartColors } from '../hooks/use-chart-colors';
import { ChartFigure } from './chart-figure';

const bucketLabel = (bucket: TimeBucket) =>
  bucket.toSeconds === null ? `${bucket.fromSeconds} s+` : `${bucket.fromSeconds}–${bucket.toSeconds} s`;

/** How long answers took, right and wrong stacked, in 3-second buckets up to the 15 s timer. */
export function AnswerTimeChart({ answers }: { answers: readonly ChartedAnswer[] }) {
  const colors = useChartColors();
  const buckets = answerTimeDistribution(answers).map((bucket) => ({
    ...bucket,
    label: bucketLabel(bucket),
  }));
  const summary =
    'Answer times: ' +
    buckets.map((b) => `${b.label}: ${b.correct} right, ${b.incorrect} wrong`).join('; ') +
    '.';
  return (
    <ChartFigure
      title="How long your answers took"
      summary={summary}
      table={
        <table className="chart-table">
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Right</th>
              <th scope="col">Wrong</th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket) => (
              <tr key={bucket.label}>
                <th scope="row">{bucket.label}</th>
                <td>{bucket.correct}</td>
                <td>{bucket.incorrect}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer width="100%" height={240}>
        <BarChart
          data={buckets}
          margin={{ top: 8, right: 16, bottom: 12, left: -16 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="label"
            interval={0}
            tickFormatter={(label: string) => label.replace(' s', '')}
            stroke={colors.text}
            tick={{ fill: colors.text, fontSize: 11 }}
            label={{
              value: 'seconds',
              position: 'insideBottomRight',
              offset: -2,
              fill: colors.text,
              fontSize: 11,
            }}
          />
          <YAxis allowDecimals={false} stroke={colors.text} tick={{ fill: colors.text }} width={48} />
          <Tooltip contentStyle={colors.tooltip} />
          <Legend formatter={(value) => <span style={{ color: colors.text }}>{String(value)}</span>} />
          <Bar
            dataKey="correct"
            name="Right"
            stackId="answers"
            fill={colors.correct}
            isAnimationActive={false}
          />
          <Bar
            dataKey="incorrect"
            name="Wrong"
            stackId="answers"
            fill={colors.incorrect}
            radius={[6, 6, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
