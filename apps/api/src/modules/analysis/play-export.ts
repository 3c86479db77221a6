import type { RecordedEvent } from '../../infra/event-store/event-store.port.js';
import type { LabelPlayer } from './player-labels.js';

/** The identity keys an event names: players, the host, answerers and results. */
export function identityKeysOf(data: Record<string, unknown>): string[] {
  const keys: string[] = [];
  if (typeof data.key === 'string') keys.push(data.key);
  const host = data.host as { key?: unknown } | undefined;
  if (typeof host?.key === 'string') keys.push(host.key);
  if (Array.isArray(data.results))
    for (const result of data.results as { key?: unknown }[])
      if (typeof result.key === 'string') keys.push(result.key);
  return keys;
}

/** Every player key a play's events name, solo players' included. */
export const playerKeysOf = (recorded: readonly RecordedEvent[]) =>
  recorded.flatMap((event) => [
    ...identityKeysOf(event.data),
    ...(typeof event.data.userId === 'string' ? [`user:${event.data.userId}`] : []),
  ]);

/** Replaces who a player is by what the caller may see: the user id of a solo round, keys and names in a room. */
function relabel(data: Record<string, unknown>, label: LabelPlayer): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...data };
  if (typeof copy.userId === 'string') copy.userId = label(`user:${copy.userId}`);
  if (typeof copy.key === 'string') {
    copy.key = label(copy.key, typeof copy.name === 'string' ? copy.name : undefined);
    if ('name' in copy) copy.name = copy.key;
  }
  const host = copy.host as { key: string; name: string } | undefined;
  if (host && typeof host.key === 'string') {
    const shown = label(host.key, host.name);
    copy.host = { key: shown, name: shown };
  }
  if (Array.isArray(copy.results))
    copy.results = (copy.results as { key: string }[]).map((result) => ({
      ...result,
      key: label(result.key),
    }));
  return copy;
}

/** A play's events as NDJSON lines, in the order the store holds them, stream by stream, identities relabelled. */
export function playEventsAsNdjson(recorded: readonly RecordedEvent[], label: LabelPlayer): string {
  return recorded
    .map(
      (event) =>
        JSON.stringify({
          stream: event.streamId,
          revision: Number(event.revision),
          type: event.type,
          recordedAt: event.recordedAt.toISOString(),
          data: relabel(event.data, label),
        }) + '\n',
    )
    .join('');
}
