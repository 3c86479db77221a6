import type { DataSource } from 'typeorm';
import { abortableSleep } from '../async/abortable-sleep.js';

/**
 * Lets one runner at a time rebuild a projection, so that api nodes starting together do not each replay
 * the log. Correctness does not rest on it: every batch still moves the checkpoint under a row lock, and
 * only one runner empties the tables (ADR 0110). It saves the others the work, and makes them wait.
 */
export interface RebuildLock {
  /** Runs `work` once no other holder has `name`; calls `onWait` once if it has to wait first. */
  exclusively<T>(name: string, work: () => Promise<T>, options: RebuildLockOptions): Promise<T>;
}

export interface RebuildLockOptions {
  onWait: () => void;
  signal: AbortSignal;
}

const held = new WeakMap<object, Map<string, Promise<void>>>();

/**
 * Within one process, per database (`scope`): enough for PGlite, which one process owns (its data directory
 * is locked), and where a second connection to hold a lock on does not exist.
 */
export function inProcessRebuildLock(scope: object): RebuildLock {
  return {
    async exclusively(name, work, { onWait }) {
      let byName = held.get(scope);
      if (!byName) held.set(scope, (byName = new Map()));
      const previous = byName.get(name);
      let release!: () => void;
      const mine = new Promise<void>((resolve) => (release = resolve));
      const tail = (previous ?? Promise.resolve()).then(() => mine);
      byName.set(name, tail);
      if (previous) {
        onWait();
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
 * drops it when the holder's session ends, so a node that dies mid-rebuild hands over to the next one, which
 * resumes. It is polled with the non-blocking form: a statement waiting on a lock would sit open all along.
 */
export function advisoryRebuildLock(
  dataSource: DataSource,
  pollMs = 500,
  /** The advisory lock's first key: other uses (role changes, ADR 0194) take theirs apart from rebuilds'. */
  namespace = 'quiz.projection_rebuild',
): RebuildLock {
  return {
    async exclusively(name, work, { onWait, signal }) {
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
          if (signal.aborted) throw new Error(`Stopped while waiting to rebuild projection ${name}`);
          if (!waited) onWait();
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
