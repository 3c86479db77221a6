import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { accuracyBy, type ChartedAnswer } from '@quiz/domain';
import { useChartColors } from '../hooks/use-chart-colors';
import { ChartFigure } from './chart-figure';

/** A phone screen fits about this many bars; the table lists every group. */
const MOST_BARS = 8;
const BAR_ROW_PX = 34;

/** Accuracy per topic or per subtopic, most played first. */
export function AccuracyByChart({
  answers,
  field,
}: {
  answers: readonly ChartedAnswer[];
  field: 'topic' | 'subtopic';
}) {
  const colors = useChartColors();
  const groups = accuracyBy(answers, field);
  const shown = groups.slice(0, MOST_BARS);
  const title = field === 'topic' ? 'Accuracy by topic' : 'Accuracy by subtopic';
  const described = shown.map((g) => `${g.name} ${g.accuracyPercent}% (${g.correct} of ${g.total})`);
  const summary = groups.length
    ? `${title}: ${described.join('; ')}${groups.length > shown.length ? `; and ${groups.length - shown.length} more` : ''}.`
    : `${title}: nothing played yet.`;
  return (
    <ChartFigure
      title={title}
      summary={summary}
      table={
        <table className="chart-table">
          <thead>
            <tr>
              <th scope="col">{field === 'topic' ? 'Topic' : 'Subtopic'}</th>
              <th scope="col">Score</th>
              <th scope="col">Accuracy</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={group.name}>
                <th scope="row">{group.name}</th>
                <td>
                  {group.correct}/{group.total}
                </td>
                <td>{group.accuracyPercent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer width="100%" height={40 + shown.length * BAR_ROW_PX}>
        <BarChart
          data={shown}
          layout="vertical"
          margin={{ top: 4, right: 16, bottom: 4, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" domain={[0, 100]} unit="%" stroke={colors.text} tick={{ fill: colors.text }} />
          <YAxis
            type="category"
            dataKey="name"
            width={110}
            stroke={colors.text}
            tick={{ fill: colors.text, fontSize: 12 }}
          />
          <Tooltip contentStyle={colors.tooltip} formatter={(value) => [`${String(value)}%`, 'Accuracy']} />
          <Bar
            dataKey="accuracyPercent"
            name="Accuracy"
            fill={colors.line}
            radius={[0, 6, 6, 0]}
            // A subtopic at 0% still gets a sliver of a bar, so it reads as "none right", not as missing.
            minPointSize={4}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
