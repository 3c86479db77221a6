import type { RebuildProgress } from './projection-runner.js';

/**
 * Turns a runner's rebuild progress into log lines: every start, resumption, wait and end, and the events
 * replayed so far at most once per `everyMs` per projection, so a long rebuild shows it is moving.
 */
export function rebuildProgressLog(
  log: (message: string) => void,
  everyMs = 2000,
  now: () => number = () => performance.now(),
): (progress: RebuildProgress) => void {
  const lastLogged = new Map<string, number>();
  return (progress) => {
    // A first build of an empty log (a fresh install) has nothing to tell.
    if (progress.firstBuild && progress.total === 0) return;
    if (progress.phase === 'applied' && now() - (lastLogged.get(progress.name) ?? -Infinity) < everyMs)
      return;
    lastLogged.set(progress.name, now());
    log(describeRebuildProgress(progress));
  };
}

export function describeRebuildProgress(p: RebuildProgress): string {
  const events = `${p.applied}/${p.total} events`;
  switch (p.phase) {
    case 'started':
      if (p.firstBuild)
        return `Projection ${p.name}: building from position 0 at version ${p.to} (first run): ${events}`;
      return (
        `Projection ${p.name}: rebuilding from position 0 ` +
        `(rows built at version ${p.from ?? 'unrecorded'}, code at version ${p.to}): ${events}`
      );
    case 'resumed':
      return `Projection ${p.name}: resuming a rebuild to version ${p.to} cut short earlier: ${events}`;
    case 'applied':
      return `Projection ${p.name}: rebuilding to version ${p.to}: ${events} (${percent(p)}%)`;
    case 'finished':
      return `Projection ${p.name}: rebuilt at version ${p.to}: ${events} in ${(p.elapsedMs / 1000).toFixed(1)} s`;
    case 'waiting':
      return `Projection ${p.name}: another process is rebuilding it; waiting for it to finish`;
  }
}

function percent(p: RebuildProgress): number {
  return p.total === 0 ? 100 : Math.floor((100 * p.applied) / p.total);
}
