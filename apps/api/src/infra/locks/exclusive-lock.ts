import type { DataSource } from 'typeorm';
import { abortableSleep } from '../async/abortable-sleep.js';

/**
 * One holder at a time of a named lock: projection rebuilds, so that api nodes starting together do not each
 * replay the log (ADR 0110), and role changes, whose rules look across accounts (ADR 0194).
 */
export interface ExclusiveLock {
  /** Runs `work` once no other holder has `name`; calls `onWait` once if it has to wait first. */
  exclusively<T>(name: string, work: () => Promise<T>, options?: ExclusiveLockOptions): Promise<T>;
}

export interface ExclusiveLockOptions {
  onWait?: () => void;
  /** Gives up waiting (not the work) once aborted. */
  signal?: AbortSignal;
}

const NEVER_ABORTED = new AbortController().signal;

const held = new WeakMap<object, Map<string, Promise<void>>>();

/**
 * Within one process, per database (`scope`): enough for PGlite, which one process owns (its data directory
 * is locked), and where a second connection to hold a lock on does not exist.
 */
export function inProcessExclusiveLock(scope: object): ExclusiveLock {
  return {
    async exclusively(name, work, { onWait } = {}) {
      let byName = held.get(scope);
      if (!byName) held.set(scope, (byName = new Map()));
      const previous = byName.get(name);
      let release!: () => void;
      const mine = new Promise<void>((resolve) => (release = resolve));
      const tail = (previous ?? Promise.resolve()).then(() => mine);
      byName.set(name, tail);
      if (previous) {
        onWait?.();
        await previous;
      }
      try {
        return await work();
      } finally {
        release();
        if (byName.get(name) === tail) byName.delete(name);
      }
    },
  };
}

/**
 * Across processes on a PostgreSQL server: a session advisory lock on a connection of its own. The server
 * drops it when the holder's session ends, so a node that dies while holding it hands over to the next one.
 * It is polled with the non-blocking form: a statement waiting on a lock would sit open all along.
 */
export function advisoryExclusiveLock(
  dataSource: DataSource,
  /** The advisory lock's first key: each use keeps its names apart from the others'. */
  namespace: string,
  pollMs = 500,
): ExclusiveLock {
  return {
    async exclusively(name, work, { onWait, signal = NEVER_ABORTED } = {}) {
      const session = dataSource.createQueryRunner();
      await session.connect();
      try {
        let waited = false;
        for (;;) {
          const [row]: { locked: boolean }[] = await session.query(
            `SELECT pg_try_advisory_lock(hashtext($1), hashtext($2)) AS locked`,
            [namespace, name],
          );
          if (row?.locked) break;
          if (signal.aborted) throw new Error(`Stopped while waiting for ${namespace} ${name}`);
          if (!waited) onWait?.();
          waited = true;
          await abortableSleep(pollMs, signal);
        }
        try {
          return await work();
        } finally {
          await session
            .query(`SELECT pg_advisory_unlock(hashtext($1), hashtext($2))`, [namespace, name])
            .catch(() => undefined);
        }
      } finally {
        await session.release();
      }
    },
  };
}
