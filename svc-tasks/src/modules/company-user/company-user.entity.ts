import { Column, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * svc-tasks' own read model of the platform's users, fed by svc-identity's events (registered,
 * profile changed, role changed, deleted; a company's creation names its owner). svc-tasks never reads
 * svc-identity's tables: this is how it knows who belongs to which company.
 */
@Entity({ name: 'company_users' })
@Index('company_users_company_role_idx', ['companyId', 'role'])
export class CompanyUserEntity {
  @PrimaryColumn({ type: 'int', primaryKeyConstraintName: 'company_users_pkey' })
  id!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  /** null until the user's registration or profile event arrives (a company's creation may come first). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  email!: string | null;

  /** From identity.user.profile-changed.v1 (registered.v1 carries no names): null until it arrives. */
  @Column({ name: 'first_name', type: 'varchar', length: 255, nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 255, nullable: true })
  lastName!: string | null;

  /** The company role: 'user', 'admin' or 'owner'. */
  @Column({ type: 'varchar', length: 20 })
  role!: string;

  /** The `at` of the newest profile event applied; null while none has arrived. */
  @Column({ name: 'profile_at', type: 'timestamptz', nullable: true })
  profileAt!: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
