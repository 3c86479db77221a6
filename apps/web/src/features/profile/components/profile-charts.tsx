import type { AnswerRecord } from '@quiz/contracts';
import { Card } from '@/components/ui/card';
import { AccuracyByChart } from './accuracy-by-chart';
import { AccuracyOverTimeChart } from './accuracy-over-time-chart';
import { AnswerTimeChart } from './answer-time-chart';

/** The profile's charts; loaded on their own, so the chart library is fetched only by /profile (ADR 0097). */
export default function ProfileCharts({ answers }: { answers: readonly AnswerRecord[] }) {
  return (
    <section className="profile__charts" aria-labelledby="charts-title">
      <h2 id="charts-title" className="profile__charts-title">
        How you play
      </h2>
      <div className="profile__chart-grid">
        <Card as="div" className="profile__chart-card profile__chart-card--wide">
          <AccuracyOverTimeChart answers={answers} />
        </Card>
        <Card as="div" className="profile__chart-card">
          <AccuracyByChart answers={answers} field="topic" />
        </Card>
        <Card as="div" className="profile__chart-card">
          <AccuracyByChart answers={answers} field="subtopic" />
        </Card>
        <Card as="div" className="profile__chart-card profile__chart-card--wide">
          <AnswerTimeChart answers={answers} />
        </Card>
      </div>
    </section>
  );
}
