import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../event-store/event-store.port.js';

/**
 * A read model built from the event log. `apply` runs inside the transaction that also moves the checkpoint,
 * so a table never holds an event its checkpoint has not passed, nor misses one it has. It must be idempotent
 * all the same (upserts, not blind inserts): that makes a rebuild and a manual replay safe.
 */
export interface Projection {
  readonly name: string;
  /**
   * The version of what `apply` builds. The runner records the version each projection's rows were built at;
   * when the code declares another, it empties the tables and replays the log from position 0 before it
   * follows the log again (ADR 0110). Bump it when `apply` would now build other rows from the same events,
   * or when the rows on record were built from a wrong reading of the log.
   */
  readonly version: number;
  /** Event types it reads; others only advance its checkpoint. */
  readonly eventTypes: readonly string[];
  /** Tables it owns: emptied before a rebuild from position 0. */
  readonly tables: readonly string[];
  /**
   * Applies a batch of the events it reads, in log order. Batches make a rebuild fast: a projection writes
   * a whole batch in a few statements rather than one per event.
   */
  apply(manager: EntityManager, events: readonly RecordedEvent[]): Promise<void>;
}
