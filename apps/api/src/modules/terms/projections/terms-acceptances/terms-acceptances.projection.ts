import type { TermsAccepted } from '@quiz/domain';
import type { Projection } from '../../../../infra/projections/projection.js';
import { TermsAcceptanceEntity } from './terms-acceptance.entity.js';

/** Every terms acceptance with where its event sits in the log: the admins' audit trail. */
export const termsAcceptancesProjection: Projection = {
  name: 'terms_acceptances',
  eventTypes: ['TermsAccepted'],
  tables: ['terms_acceptances'],
  async apply(manager, event) {
    const data = event.data as TermsAccepted['data'];
    await manager
      .createQueryBuilder()
      .insert()
      .into(TermsAcceptanceEntity)
      .values({
        userId: data.userId,
        version: data.version,
        acceptedAt: new Date(data.acceptedAt),
        recordedAt: new Date(data.recordedAt),
        eventId: event.id,
        eventCommit: String(event.position.commit),
        eventPrepare: String(event.position.prepare),
      })
      .orIgnore()
      .execute();
  },
};
