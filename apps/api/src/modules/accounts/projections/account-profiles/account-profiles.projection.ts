import type { UserProfileChanged } from '@quiz/domain';
import type { RecordedEvent } from '../../../../infra/event-store/event-store.port.js';
import type { Projection } from '../../../../infra/projections/projection.js';

/**
 * Keeps better-auth's own user record (name, image) in step with profile edits, since sessions and
 * `GET /api/user/me` read it (ADR 0092). It owns no table: a rebuild replays every edit in order and ends
 * where the log ends. Editing the row fires the session change feed, so cached sessions pick up the new name.
 */
export const accountProfilesProjection: Projection = {
  name: 'account_profiles',
  // 1: built while the log was read in text order; 2: replayed from position 0 in log order (ADR 0110).
  version: 2,
  eventTypes: ['UserProfileChanged'],
  tables: [],
  async apply(manager, events: readonly RecordedEvent[]) {
    for (const event of events) {
      const data = event.data as UserProfileChanged['data'];
      await manager.query(
        `UPDATE "user" SET name = COALESCE($2, name), image = CASE WHEN $3 THEN $4 ELSE image END,
                "updatedAt" = $5
          WHERE id = $1`,
        [
          data.userId,
          data.displayName ?? null,
          data.photoURL !== undefined,
          data.photoURL ?? null,
          data.changedAt,
        ],
      );
    }
  },
};
