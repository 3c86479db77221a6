import type { TermsAccepted } from '@quiz/domain';
import type { RecordedEvent } from '../../../../infra/event-store/event-store.port.js';
import type { Projection } from '../../../../infra/projections/projection.js';

function toRow(event: RecordedEvent) {
  const data = event.data as TermsAccepted['data'];
  return {
    user_id: data.userId,
    version: data.version,
    accepted_at: data.acceptedAt,
    recorded_at: data.recordedAt,
    event_id: event.id,
    event_commit: String(event.position.commit),
    event_prepare: String(event.position.prepare),
  };
}

/** Every terms acceptance with where its event sits in the log: the admins' audit trail. */
export const termsAcceptancesProjection: Projection = {
  name: 'terms_acceptances',
  // 1: built while the log was read in text order; 2: replayed from position 0 in log order (ADR 0110).
  version: 2,
  eventTypes: ['TermsAccepted'],
  tables: ['terms_acceptances'],
  async apply(manager, events) {
    // One statement per batch: a rebuild replays tens of thousands of events a second this way.
    // The first acceptance of a version is the one on record; a replayed event changes nothing.
    await manager.query(
      `INSERT INTO terms_acceptances (user_id, version, accepted_at, recorded_at, event_id, event_commit, event_prepare)
       SELECT user_id, version, accepted_at, recorded_at, event_id, event_commit, event_prepare
         FROM jsonb_to_recordset($1::jsonb) AS r(user_id text, version text, accepted_at timestamptz,
              recorded_at timestamptz, event_id uuid, event_commit bigint, event_prepare bigint)
       ON CONFLICT (user_id, version) DO NOTHING`,
      [JSON.stringify(events.map(toRow))],
    );
  },
};
