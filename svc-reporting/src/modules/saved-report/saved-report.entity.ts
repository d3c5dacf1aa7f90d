import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ReportRequest } from '../service-titan/report/report-definition.js';

/**
 * A report of the report builder that someone saved (issue 28, "Saved reports"): its name,
 * description and whole definition, shared with the company. Deleted for good: nothing refers to
 * a saved report, and its deletion is confirmed first.
 */
@Entity({ name: 'saved_reports' })
@Index('saved_reports_company_updated_idx', ['companyId', 'updatedAt', 'id'])
@Index('saved_reports_company_task_updated_idx', ['companyId', 'taskId', 'updatedAt', 'id'], { where: '"task_id" IS NOT NULL' })
export class SavedReportEntity {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'saved_reports_pkey' })
  id!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  /** The user who saved it: they (and the company's owners and admins) change and delete it. */
  @Column({ name: 'owner_id', type: 'int' })
  ownerId!: number;

  /** The owner's e-mail as their token named it when they saved: what the list shows as the owner. */
  @Column({ name: 'owner_email', type: 'varchar', length: 320 })
  ownerEmail!: string;

  /** The api-reporting task it was saved from; null when saved from none. */
  @Column({ name: 'task_id', type: 'int', nullable: true })
  taskId!: number | null;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  /** The report builder's definition (selectedFields, dateRange, dateField, reportConfig), as generate-report takes it. */
  @Column({ type: 'jsonb' })
  definition!: ReportRequest;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
