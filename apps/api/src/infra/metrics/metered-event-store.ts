import { WrongExpectedRevisionError, type EventStore } from '../event-store/event-store.port.js';

export interface AppendMetrics {
  appended(store: string, outcome: 'ok' | 'conflict' | 'error', seconds: number): void;
}

/** Either event store adapter, timing each append; everything else passes through untouched. */
export function meteredEventStore(store: EventStore, metrics: AppendMetrics): EventStore {
  const append: EventStore['append'] = async (streamId, events, expectedRevision) => {
    const started = performance.now();
    try {
      const result = await store.append(streamId, events, expectedRevision);
      metrics.appended(store.kind, 'ok', (performance.now() - started) / 1000);
      return result;
    } catch (error) {
      const outcome = error instanceof WrongExpectedRevisionError ? 'conflict' : 'error';
      metrics.appended(store.kind, outcome, (performance.now() - started) / 1000);
      throw error;
    }
  };
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'append') return append;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
