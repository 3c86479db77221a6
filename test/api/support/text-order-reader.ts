import type { DataSource } from 'typeorm';
import type { RecordedEvent } from '../../../apps/api/src/infra/event-store/event-store.port.js';
import type { Projection } from '../../../apps/api/src/infra/projections/projection.js';

/**
 * The log as the api read it before 8dd93fb, kept to make a database as that code left it: each number cast to
 * text under its own column's name, so ORDER BY sorted the text ('10' before '9'), and the checkpoint became
 * the last row of a batch in that order.
 */
const TEXT_ORDER_READ_ALL = `
  SELECT event_id, event_type, stream_id, stream_revision::text AS stream_revision,
         transaction_id::text AS transaction_id, global_position::text AS global_position, data, metadata,
         recorded_at
    FROM events
   WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
     AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
   ORDER BY transaction_id, global_position LIMIT $3`;

/** The old runner's batch while following the log. */
const OLD_BATCH_SIZE = 500;

interface TextOrderRow {
  event_id: string;
  event_type: string;
  stream_id: string;
  stream_revision: string;
  transaction_id: string;
  global_position: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  recorded_at: Date;
}

/**
 * Builds a projection from position 0 as the old runner did: batches in text order, each applied in one
 * transaction, the checkpoint moved to the batch's last row. Writes the checkpoint without a version, as the
 * table had none then (the caller drops the column first).
 */
export async function projectAsTheTextOrderReaderDid(
  dataSource: DataSource,
  projection: Projection,
): Promise<void> {
  for (const table of projection.tables) await dataSource.query(`TRUNCATE TABLE "${table}"`);
  let after: [string, string] = ['0', '-1'];
  let processed = 0;
  for (;;) {
    const rows: TextOrderRow[] = await dataSource.query(TEXT_ORDER_READ_ALL, [...after, OLD_BATCH_SIZE]);
    if (rows.length === 0) break;
    const relevant = rows
      .filter((row) => projection.eventTypes.includes(row.event_type))
      .map(toRecordedEvent);
    if (relevant.length > 0) await dataSource.transaction((manager) => projection.apply(manager, relevant));
    const last = rows.at(-1)!;
    after = [last.transaction_id, last.global_position];
    processed += rows.length;
  }
  await dataSource.query(
    `INSERT INTO projection_checkpoints (name, commit_position, prepare_position, events_processed)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (name) DO UPDATE SET commit_position = $2, prepare_position = $3, events_processed = $4`,
    [projection.name, after[0], after[1], processed],
  );
}

function toRecordedEvent(row: TextOrderRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.event_type,
    streamId: row.stream_id,
    revision: BigInt(row.stream_revision),
    position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) },
    data: row.data,
    metadata: row.metadata,
    recordedAt: new Date(row.recorded_at),
  };
}
