import type { SqlClient, SqlPool } from '../database/sql-pool.js';
import { AppendSignal } from './append-signal.js';
import {
  DuplicateEventIdError,
  distinctById,
  START_OF_LOG,
  WrongExpectedRevisionError,
  type AppendNewResult,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type LogPosition,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
} from './event-store.port.js';

/**
 * Numbers travel as text (bigint and xid8 exceed a JS number), under names of their own: PostgreSQL binds a
 * bare ORDER BY name to an output column first, so `stream_revision::text AS stream_revision` would sort
 * revisions as text (0, 1, 10, 11, 2…). Every ORDER BY below also qualifies its columns with `events.`.
 */
const EVENT_COLUMNS = `event_id, event_type, stream_id, stream_revision::text AS revision_text,
  transaction_id::text AS commit_text, global_position::text AS prepare_text, data, metadata, recorded_at`;

/**
 * The events after $1/$2 that a reader may see now: committed, and older than every transaction still in
 * progress, so none can later appear before them. See the class comment.
 */
const VISIBLE_AFTER = `(transaction_id, global_position) > ($1::text::xid8, $2::bigint)
  AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())`;

/** $1/$2 for VISIBLE_AFTER; the start of the log sorts before transaction 0. */
function positionParams(after: LogPosition | undefined): [string, string] {
  if (!after || after.commit < 0n) return ['0', '-1'];
  return [String(after.commit), String(after.prepare)];
}

interface PositionRow {
  revision_text: string;
  commit_text: string;
  prepare_text: string;
}

interface EventRow extends PositionRow {
  event_id: string;
  event_type: string;
  stream_id: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  recorded_at: Date | string;
}

/**
 * The event store on PostgreSQL (a server, or PGlite in the process).
 *
 * Appends are one statement: the stream row moves to its new revision only if it is where the caller expected,
 * and the events are inserted in the same statement, so a conflict writes nothing.
 *
 * The global log is read in (transaction id, global position) order, and only rows whose writing transaction
 * is older than every transaction still in progress (the snapshot's xmin). A sequence number alone is not
 * enough: a transaction can take position 7, commit after position 8's, and a reader that saw 8 would skip 7.
 * This is the approach of Emmett's PostgreSQL event store.
 */
export class PostgresEventStore implements EventStore {
  private readonly appended = new AppendSignal();

  constructor(
    private readonly pool: SqlPool,
    readonly kind: 'postgresql' | 'pglite',
  ) {}

  async append(
    streamId: string,
    events: EventToAppend[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult> {
    const client = await this.pool.connect();
    try {
      return await appendEvents(client, streamId, events, expectedRevision);
    } finally {
      client.release();
      this.appended.notify();
    }
  }

  async appendNew(streamId: string, events: EventToAppend[]): Promise<AppendNewResult> {
    const distinct = distinctById(events);
    if (distinct.length === 0) return { recordedIds: [] };
    const payload = JSON.stringify(
      distinct.map((e) => ({ id: e.id, type: e.type, data: e.data, metadata: e.metadata ?? {} })),
    );
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          const { rows } = await this.pool.query(APPEND_NEW, [streamId, payload]);
          const recorded = new Set((rows as unknown as { event_id: string }[]).map((row) => row.event_id));
          return { recordedIds: distinct.map((e) => e.id).filter((id) => recorded.has(id.toLowerCase())) };
        } catch (error) {
          // One of these ids was stored by a transaction that committed after this statement's snapshot: the
          // statement wrote nothing; run it again, and that id is skipped this time.
          if (!isUniqueViolation(error, 'events_event_id_key') || attempt >= APPEND_NEW_ATTEMPTS) throw error;
        }
      }
    } finally {
      this.appended.notify();
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND events.stream_revision >= $2::bigint
        ORDER BY events.stream_revision`,
      [streamId, String(options.fromRevision ?? 0n)],
    );
    return (rows as unknown as EventRow[]).map(toRecordedEvent);
  }

  async readAll({ after, maxCount }: ReadAllOptions): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE ${VISIBLE_AFTER}
        ORDER BY events.transaction_id, events.global_position LIMIT $3`,
      [...positionParams(after), maxCount],
    );
    return (rows as unknown as EventRow[]).map(toRecordedEvent);
  }

  async countAfter(after: LogPosition): Promise<number> {
    const { rows } = await this.pool.query(
      `SELECT count(*)::int AS n FROM events WHERE ${VISIBLE_AFTER}`,
      positionParams(after),
    );
    return (rows[0] as { n: number }).n;
  }

  async logHead(): Promise<LogPosition> {
    // Not VISIBLE_AFTER: a committed event past the horizon of open transactions is part of the log already.
    const { rows } = await this.pool.query(
      `SELECT transaction_id::text AS commit, global_position::text AS prepare FROM events
        ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    const newest = rows[0] as { commit: string; prepare: string } | undefined;
    return newest ? { commit: BigInt(newest.commit), prepare: BigInt(newest.prepare) } : START_OF_LOG;
  }

  waitForAppend(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    return this.appended.wait(timeoutMs, signal);
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1 FROM events LIMIT 1');
  }

  async close(): Promise<void> {
    // The pool belongs to the database module, which closes it.
  }
}

/** A statement meets a concurrent writer of one of its ids at most once per id in practice; this bounds it. */
const APPEND_NEW_ATTEMPTS = 10;

/**
 * appendNew in one statement: the events whose ids are not stored yet, numbered on from the stream's end (the
 * stream row moves on by their count, and is neither created nor touched when there are none). $1 stream, $2
 * events as a JSON array with distinct ids.
 */
const APPEND_NEW = `WITH given AS (
    SELECT e.value, e.ordinal FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS e(value, ordinal)
     WHERE NOT EXISTS (SELECT 1 FROM events stored WHERE stored.event_id = (e.value->>'id')::uuid)
  ), fresh AS (
    SELECT value, row_number() OVER (ORDER BY ordinal) AS ordinal, count(*) OVER () AS n FROM given
  ), advanced AS (
    INSERT INTO event_streams (stream_id, stream_revision) SELECT $1, n - 1 FROM fresh LIMIT 1
      ON CONFLICT (stream_id) DO UPDATE
        SET stream_revision = event_streams.stream_revision + EXCLUDED.stream_revision + 1, updated_at = now()
      RETURNING stream_revision
  )
  INSERT INTO events (stream_id, stream_revision, event_id, event_type, data, metadata)
  SELECT $1, advanced.stream_revision - fresh.n + fresh.ordinal, (fresh.value->>'id')::uuid, fresh.value->>'type',
         fresh.value->'data', fresh.value->'metadata'
    FROM advanced, fresh
   ORDER BY fresh.ordinal
  RETURNING event_id::text AS event_id`;

/**
 * Appends on a client the caller holds, inside or outside its own transaction. Exported so that tests can hold
 * a transaction open on purpose and prove that readers wait for it.
 */
export async function appendEvents(
  client: SqlClient,
  streamId: string,
  events: EventToAppend[],
  expectedRevision: ExpectedRevision,
): Promise<AppendResult> {
  if (events.length === 0) throw new Error('append needs at least one event');
  const count = events.length;
  const payload = JSON.stringify(
    events.map((e) => ({ id: e.id, type: e.type, data: e.data, metadata: e.metadata ?? {} })),
  );
  try {
    const params = [streamId, payload, String(count)];
    if (typeof expectedRevision === 'bigint') params.push(String(expectedRevision));
    const { rows } = await client.query(appendStatement(expectedRevision), params);
    // RETURNING promises no order: take the greatest revision, not the last row.
    const last = latestOf(rows as unknown as PositionRow[]);
    if (last) return { ...last, recorded: true };
  } catch (error) {
    // Another request with these event ids won the race: that is a retry landing twice, not a conflict.
    if (!isUniqueViolation(error, 'events_event_id_key')) throw error;
  }
  const earlier = await findAppended(client, events);
  if (earlier) return earlier;
  throw new WrongExpectedRevisionError(streamId, expectedRevision);
}

function appendStatement(expected: ExpectedRevision): string {
  // $1 stream, $2 events as a JSON array, $3 event count, $4 the expected revision when it is a number.
  const advanceStream =
    expected === 'no_stream'
      ? `INSERT INTO event_streams (stream_id, stream_revision) VALUES ($1, $3::bigint - 1)
           ON CONFLICT (stream_id) DO NOTHING RETURNING stream_revision`
      : expected === 'any'
        ? `INSERT INTO event_streams (stream_id, stream_revision) VALUES ($1, $3::bigint - 1)
             ON CONFLICT (stream_id) DO UPDATE SET stream_revision = event_streams.stream_revision + $3::bigint,
               updated_at = now()
             RETURNING stream_revision`
        : `UPDATE event_streams SET stream_revision = stream_revision + $3::bigint, updated_at = now()
             WHERE stream_id = $1 ${expected === 'stream_exists' ? '' : 'AND stream_revision = $4::bigint'}
             RETURNING stream_revision`;
  return `WITH advanced AS (${advanceStream})
    INSERT INTO events (stream_id, stream_revision, event_id, event_type, data, metadata)
    SELECT $1, advanced.stream_revision - $3::bigint + e.ordinal, (e.value->>'id')::uuid, e.value->>'type',
           e.value->'data', e.value->'metadata'
      FROM advanced, jsonb_array_elements($2::jsonb) WITH ORDINALITY AS e(value, ordinal)
     ORDER BY e.ordinal
    RETURNING stream_revision::text AS revision_text, transaction_id::text AS commit_text,
              global_position::text AS prepare_text`;
}

async function findAppended(client: SqlClient, events: EventToAppend[]): Promise<AppendResult | null> {
  const { rows } = await client.query(
    `SELECT stream_id, stream_revision::text AS revision_text, transaction_id::text AS commit_text,
            global_position::text AS prepare_text
       FROM events WHERE event_id IN (SELECT value::uuid FROM jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify(events.map((e) => e.id))],
  );
  if (rows.length === 0) return null;
  const first = rows[0] as { stream_id: string };
  if (rows.length !== events.length) throw new DuplicateEventIdError(first.stream_id);
  return { ...latestOf(rows as unknown as PositionRow[])!, recorded: false };
}

/** The stream revision and log position after the greatest revision among `rows`, compared as numbers. */
function latestOf(rows: readonly PositionRow[]): Omit<AppendResult, 'recorded'> | undefined {
  let latest: PositionRow | undefined;
  for (const row of rows) {
    if (!latest || BigInt(row.revision_text) > BigInt(latest.revision_text)) latest = row;
  }
  return latest
    ? {
        nextExpectedRevision: BigInt(latest.revision_text),
        position: { commit: BigInt(latest.commit_text), prepare: BigInt(latest.prepare_text) },
      }
    : undefined;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && (e.constraint === constraint || (e.message ?? '').includes(constraint));
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  const position: LogPosition = { commit: BigInt(row.commit_text), prepare: BigInt(row.prepare_text) };
  return {
    id: row.event_id,
    type: row.event_type,
    streamId: row.stream_id,
    revision: BigInt(row.revision_text),
    position,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at instanceof Date ? row.recorded_at : new Date(row.recorded_at),
  };
}
