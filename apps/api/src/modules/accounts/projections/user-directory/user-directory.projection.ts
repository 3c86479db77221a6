import type { UserRegistered } from '@quiz/domain';
import type { Projection } from '../../../../infra/projections/projection.js';
import { UserDirectoryEntity } from './user-directory.entity.js';

/** Who is registered, with e-mail and display name, for audits and leaderboards to join against. */
export const userDirectoryProjection: Projection = {
  name: 'user_directory',
  eventTypes: ['UserRegistered'],
  tables: ['user_directory'],
  async apply(manager, event) {
    const data = event.data as UserRegistered['data'];
    await manager
      .createQueryBuilder()
      .insert()
      .into(UserDirectoryEntity)
      .values({ userId: data.userId, email: data.email, displayName: data.displayName, registeredAt: new Date(data.registeredAt) })
      .orIgnore()
      .execute();
  },
};
