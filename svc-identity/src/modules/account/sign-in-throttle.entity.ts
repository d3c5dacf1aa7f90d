import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Attempts counted per key within a window ('email:<address>' and 'device:<nonce>' for sign-ins,
 * 'ip:<address>' for the per-address slow-down, 'mail-*' for the mail-sending endpoints). An
 * attempt is counted before it is tried (so parallel attempts cannot overtake the limit) and a
 * successful sign-in gives its count back. A key over its limit is locked until `lockedUntil`;
 * `nextAttemptAt` is the next free slot of a slowed-down address. Kept in the database so that
 * every instance of the service counts the same attempts.
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

  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true })
  nextAttemptAt!: Date | null;
}
