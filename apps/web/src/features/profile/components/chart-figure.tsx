import type { ReactNode } from 'react';

/**
 * A chart with its words: the picture is one image whose label sums it up, and the same numbers are one
 * click away as a table, for screen readers and for anyone who would rather read them.
 */
export function ChartFigure({
  title,
  summary,
  table,
  children,
}: {
  title: string;
  summary: string;
  table: ReactNode;
  children: ReactNode;
}) {
  return (
    <figure className="chart-figure">
      <figcaption className="chart-figure__title">{title}</figcaption>
      <div className="chart-figure__plot" role="img" aria-label={summary}>
        {children}
      </div>
      <details className="chart-figure__details">
        <summary>Show the numbers</summary>
        {table}
      </details>
    </figure>
  );
}
