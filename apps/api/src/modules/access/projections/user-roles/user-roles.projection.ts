import type { AccessEvent } from '@quiz/domain';
import type { RecordedEvent } from '../../../../infra/event-store/event-store.port.js';
import type { Projection } from '../../../../infra/projections/projection.js';

/**
 * The roles each account holds beyond player, for the access guard's session lookup. Events are applied one
 * by one in log order: a grant and a revocation of the same role may sit in one batch.
 */
export const userRolesProjection: Projection = {
  name: 'user_roles',
  // 1: built while the log was read in text order; 2: replayed from position 0 in log order (ADR 0110).
  version: 2,
  eventTypes: ['RoleGranted', 'RoleRevoked'],
  tables: ['user_roles'],
  async apply(manager, events: readonly RecordedEvent[]) {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as AccessEvent;
      switch (event.type) {
        case 'RoleGranted':
          await manager.query(
            `INSERT INTO user_roles (user_id, role, granted_at) VALUES ($1, $2, $3)
             ON CONFLICT (user_id, role) DO NOTHING`,
            [event.data.userId, event.data.role, event.data.grantedAt],
          );
          break;
        case 'RoleRevoked':
          await manager.query(`DELETE FROM user_roles WHERE user_id = $1 AND role = $2`, [
            event.data.userId,
            event.data.role,
          ]);
          break;
      }
    }
  },
};
