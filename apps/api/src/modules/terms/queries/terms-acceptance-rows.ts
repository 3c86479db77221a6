import type { DataSource } from 'typeorm';
import type { TermsAcceptance } from '@quiz/contracts';

/** The audit's filters, shared by the paged listing and the CSV export. */
export interface TermsAcceptanceFilter {
  version?: string;
  /** Inclusive. */
  acceptedFrom?: string;
  /** Exclusive. */
  acceptedTo?: string;
}

export interface LogPosition {
  commit: string;
  prepare: string;
}

interface Row {
  user_id: string;
  email: string | null;
  display_name: string | null;
  version: string;
  accepted_at: Date;
  recorded_at: Date;
  event_commit: string;
  event_prepare: string;
}

export interface TermsAcceptanceRow {
  acceptance: TermsAcceptance;
  position: LogPosition;
}

/**
 * Acceptances matching the filter, in log order, after a log position: keyset paging, so pages stay
 * stable while new acceptances arrive.
 */
export async function selectTermsAcceptances(
  dataSource: DataSource,
  filter: TermsAcceptanceFilter,
  after: LogPosition | null,
  limit: number,
): Promise<TermsAcceptanceRow[]> {
  const rows: Row[] = await dataSource.query(
    `SELECT t.user_id, d.email, d.display_name, t.version, t.accepted_at, t.recorded_at,
            t.event_commit::text AS event_commit, t.event_prepare::text AS event_prepare
       FROM terms_acceptances t LEFT JOIN user_directory d ON d.user_id = t.user_id
      WHERE ($1::text IS NULL OR t.version = $1)
        AND ($2::timestamptz IS NULL OR t.accepted_at >= $2)
        AND ($3::timestamptz IS NULL OR t.accepted_at < $3)
        AND ($4::bigint IS NULL OR (t.event_commit, t.event_prepare) > ($4::bigint, $5::bigint))
      ORDER BY t.event_commit, t.event_prepare
      LIMIT $6`,
    [
      filter.version ?? null,
      filter.acceptedFrom ?? null,
      filter.acceptedTo ?? null,
      after?.commit ?? null,
      after?.prepare ?? null,
      limit,
    ],
  );
  return rows.map((row) => ({
    acceptance: {
      userId: row.user_id,
      email: row.email,
      displayName: row.display_name,
      version: row.version,
      acceptedAt: new Date(row.accepted_at).toISOString(),
      recordedAt: new Date(row.recorded_at).toISOString(),
      eventPosition: `${row.event_commit}/${row.event_prepare}`,
    },
    position: { commit: row.event_commit, prepare: row.event_prepare },
  }));
}
