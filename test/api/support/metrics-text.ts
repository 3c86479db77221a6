/** One sample of Prometheus' text format: `name{label="value",…} number`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (!match) throw new Error(`not a sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key!] = value!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of a series' samples whose labels include `where`. */
export function total(samples: Sample[], name: string, where: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(where).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}
