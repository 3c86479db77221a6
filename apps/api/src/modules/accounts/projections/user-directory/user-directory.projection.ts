import type { UserProfileChanged, UserRegistered } from '@quiz/domain';
import type { RecordedEvent } from '../../../../infra/event-store/event-store.port.js';
import type { Projection } from '../../../../infra/projections/projection.js';
import { UserDirectoryEntity } from './user-directory.entity.js';

function toRow(event: RecordedEvent) {
  const data = event.data as UserRegistered['data'];
  return {
    userId: data.userId,
    email: data.email,
    displayName: data.displayName,
    registeredAt: new Date(data.registeredAt),
  };
}

/** Who is registered, with e-mail and display name, for audits and leaderboards to join against. */
export const userDirectoryProjection: Projection = {
  name: 'user_directory',
  // 1: built while the log was read in text order; 2: replayed from position 0 in log order (ADR 0110).
  version: 2,
  eventTypes: ['UserRegistered', 'UserProfileChanged'],
  tables: ['user_directory'],
  async apply(manager, events) {
    const registrations = events.filter((event) => event.type === 'UserRegistered');
    if (registrations.length > 0) {
      await manager
        .createQueryBuilder()
        .insert()
        .into(UserDirectoryEntity)
        .values(registrations.map(toRow))
        .orIgnore()
        .execute();
    }
    // A user registers before editing their profile, so applying a batch's registrations first keeps log
    // order; of several renames in one batch the last one wins.
    const latestNames = new Map<string, string>();
    for (const event of events) {
      const data = event.data as UserProfileChanged['data'];
      if (event.type === 'UserProfileChanged' && data.displayName !== undefined) {
        latestNames.set(data.userId, data.displayName);
      }
    }
    if (latestNames.size === 0) return;
    await manager.query(
      `UPDATE user_directory d SET display_name = r.display_name
         FROM jsonb_to_recordset($1::jsonb) AS r(user_id text, display_name text)
        WHERE d.user_id = r.user_id`,
      [JSON.stringify([...latestNames].map(([user_id, display_name]) => ({ user_id, display_name })))],
    );
  },
};
