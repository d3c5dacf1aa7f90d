import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Failed sign-ins counted per key ('email:<address>' or 'ip:<address>') within a window; a key
 * that reaches its limit is locked until `lockedUntil`. Kept in the database so that every
 * instance of the service counts the same failures.
 */
@Entity({ name: 'sign_in_throttles' })
export class SignInThrottleEntity {
  @PrimaryColumn({ type: 'varchar', length: 320, primaryKeyConstraintName: 'sign_in_throttles_pkey' })
  key!: string;

  @Column({ type: 'int', default: 0 })
  failures!: number;

  @Column({ name: 'window_started_at', type: 'timestamptz' })
  windowStartedAt!: Date;

  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil!: Date | null;
}
