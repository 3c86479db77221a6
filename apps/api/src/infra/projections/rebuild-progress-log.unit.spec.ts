import type { RebuildProgress } from './projection-runner.js';
import { rebuildProgressLog } from './rebuild-progress-log.js';

const progress = (
  phase: RebuildProgress['phase'],
  applied: number,
  name = 'answer_history',
): RebuildProgress => ({
  name,
  phase,
  from: 1,
  to: 2,
  firstBuild: false,
  applied,
  total: 20_000,
  elapsedMs: 12_345,
});

describe('the rebuild progress log', () => {
  it('logs every start, resumption, wait and end, and the events replayed at most once per interval', () => {
    let now = 0;
    const lines: string[] = [];
    const log = rebuildProgressLog(
      (line) => lines.push(line),
      2000,
      () => now,
    );
    log(progress('started', 0));
    for (const [at, applied] of [
      [500, 5000],
      [1900, 10_000],
      [2100, 15_000],
      [2200, 16_000],
      [4200, 20_000],
    ] as const) {
      now = at;
      log(progress('applied', applied));
      log(progress('waiting', 0, 'topic_streaks'));
    }
    log(progress('finished', 20_000));
    expect(lines.filter((line) => line.startsWith('Projection answer_history'))).toEqual([
      'Projection answer_history: rebuilding from position 0 (rows built at version 1, code at version 2): 0/20000 events',
      'Projection answer_history: rebuilding to version 2: 15000/20000 events (75%)',
      'Projection answer_history: rebuilding to version 2: 20000/20000 events (100%)',
      'Projection answer_history: rebuilt at version 2: 20000/20000 events in 12.3 s',
    ]);
    expect(lines.filter((line) => line.startsWith('Projection topic_streaks'))).toHaveLength(5);
  });

  it('says nothing of a first build with nothing to replay, and names a first build that has events', () => {
    const lines: string[] = [];
    const log = rebuildProgressLog(
      (line) => lines.push(line),
      2000,
      () => 0,
    );
    const first = { ...progress('started', 0, 'user_roles'), from: null, firstBuild: true };
    log({ ...first, total: 0 });
    log({ ...first, phase: 'finished', total: 0 });
    log(first);
    expect(lines).toEqual([
      'Projection user_roles: building from position 0 at version 2 (first run): 0/20000 events',
    ]);
  });
});
