import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'user_directory' })
export class UserDirectoryEntity {
  @PrimaryColumn({ name: 'user_id', type: 'text' })
  userId: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'display_name', type: 'text' })
  displayName: string;

  @Column({ name: 'registered_at', type: 'timestamptz' })
  registeredAt: Date;
}
