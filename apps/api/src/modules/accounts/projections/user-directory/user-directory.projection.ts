import type { UserRegistered } from '@quiz/domain';
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
  eventTypes: ['UserRegistered'],
  tables: ['user_directory'],
  async apply(manager, events) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(UserDirectoryEntity)
      .values(events.map(toRow))
      .orIgnore()
      .execute();
  },
};
