import type { SqlPool } from '../infra/database/sql-pool.js';

/** The id the next transaction that writes will get (on a server, shared by every database of the cluster). */
export async function nextTransactionId(pool: SqlPool): Promise<bigint> {
  const { rows } = await pool.query(`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS next`);
  return BigInt((rows[0] as { next: string }).next);
}

export interface PowerOfTenApproach {
  /** The power of ten the next transactions will cross, or null when it was out of reach. */
  target: bigint | null;
  /** The next transaction id before and after burning. */
  from: bigint;
  to: bigint;
}

/**
 * Uses up transaction ids until the next one is `margin` below a power of ten, so that what a test writes
 * next crosses it: at 999 → 1000 text order and numeric order part. A server's ids are shared with every
 * other user of the cluster and only go up, so when the next power is more than `budget` ids away it is left
 * alone (target null) rather than burning millions. Burning commits one empty transaction at a time: nothing
 * is held open.
 */
export async function approachPowerOfTen(
  pool: SqlPool,
  { margin = 300n, budget = 1_000_000n }: { margin?: bigint; budget?: bigint } = {},
): Promise<PowerOfTenApproach> {
  const from = await nextTransactionId(pool);
  let target = 10n;
  while (target <= from + margin) target *= 10n;
  const burn = target - margin - from;
  if (burn > budget) return { target: null, from, to: from };
  await pool.query(`
    CREATE OR REPLACE PROCEDURE burn_transaction_ids(n bigint) LANGUAGE plpgsql AS $$
    BEGIN
      FOR i IN 1..n LOOP
        PERFORM pg_current_xact_id();
        COMMIT;
      END LOOP;
    END $$`);
  const client = await pool.connect();
  try {
    // Nothing here needs to survive a crash; not waiting on the disk per commit makes it ~100k ids a second.
    await client.query(`SET synchronous_commit = off`);
    if (burn > 0n) await client.query(`CALL burn_transaction_ids(${burn.toString()})`);
    await client.query(`RESET synchronous_commit`);
  } finally {
    client.release();
  }
  return { target, from, to: await nextTransactionId(pool) };
}

/** The smallest and greatest transaction ids among the events after `afterPrepare` (a global position). */
export async function transactionIdSpan(
  pool: SqlPool,
  afterPrepare: bigint,
): Promise<{ min: bigint; max: bigint } | null> {
  const { rows } = await pool.query(
    `SELECT min(transaction_id::text::numeric)::text AS min, max(transaction_id::text::numeric)::text AS max
       FROM events WHERE global_position > $1`,
    [afterPrepare.toString()],
  );
  const row = rows[0] as { min: string | null; max: string | null };
  return row.min === null || row.max === null ? null : { min: BigInt(row.min), max: BigInt(row.max) };
}

/**
 * Whether the events after `afterPrepare` were written on both sides of `target` (the power of ten aimed at),
 * with a line for the run's report.
 */
export async function transactionIdCrossing(
  pool: SqlPool,
  afterPrepare: bigint,
  target: bigint | null | undefined,
): Promise<{ missed: boolean; summary: string }> {
  const span = await transactionIdSpan(pool, afterPrepare);
  if (!span) return { missed: target != null, summary: 'no events' };
  const ids = `transaction ids ${span.min}–${span.max}`;
  if (!target) return { missed: false, summary: `${ids} (no power of ten within reach on this server)` };
  return { missed: !(span.min < target && target <= span.max), summary: `${ids} crossing ${target}` };
}
