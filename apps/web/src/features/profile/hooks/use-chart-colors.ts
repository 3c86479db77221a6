import { useEffect, useState } from 'react';

export interface ChartColors {
  line: string;
  correct: string;
  incorrect: string;
  text: string;
  grid: string;
  /** For the tooltips, which recharts draws as HTML with a white box unless told otherwise. */
  tooltip: { backgroundColor: string; color: string; border: string; borderRadius: number };
}

/** The design tokens the charts draw with; SVG attributes cannot read CSS variables themselves. */
function readColors(): ChartColors {
  const style = getComputedStyle(document.documentElement);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    line: token('--color-primary', '#6d28d9'),
    correct: token('--color-green', '#15803d'),
    incorrect: token('--color-pink', '#db2777'),
    text: token('--color-ink-muted', '#4a4468'),
    grid: token('--color-divider', '#d9cff5'),
    tooltip: {
      backgroundColor: token('--color-surface-raised', '#ffffff'),
      color: token('--color-ink', '#16112e'),
      border: `2px solid ${token('--color-outline', '#16112e')}`,
      borderRadius: 8,
    },
  };
}

/** The chart colours of the current colour scheme, read again when the scheme changes (light/dark). */
export function useChartColors(): ChartColors {
  const [colors, setColors] = useState(readColors);
  useEffect(() => {
    const scheme = window.matchMedia('(prefers-color-scheme: dark)');
    const update = () => setColors(readColors());
    scheme.addEventListener('change', update);
    return () => scheme.removeEventListener('change', update);
  }, []);
  return colors;
}
