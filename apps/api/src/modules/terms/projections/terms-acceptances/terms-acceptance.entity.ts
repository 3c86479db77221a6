import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'terms_acceptances' })
export class TermsAcceptanceEntity {
  @PrimaryColumn({ name: 'user_id', type: 'text' })
  userId: string;

  @PrimaryColumn({ type: 'text' })
  version: string;

  @Column({ name: 'accepted_at', type: 'timestamptz' })
  acceptedAt: Date;

  @Column({ name: 'recorded_at', type: 'timestamptz' })
  recordedAt: Date;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId: string;

  /** bigint columns arrive as strings, like node-postgres returns them. */
  @Column({ name: 'event_commit', type: 'bigint' })
  eventCommit: string;

  @Column({ name: 'event_prepare', type: 'bigint' })
  eventPrepare: string;
}
