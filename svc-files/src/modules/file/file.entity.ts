import { Column, Entity, Index, PrimaryGeneratedColumn, CreateDateColumn } from 'typeorm';

/** An uploaded file (spec 000 section 3 "Uploaded file"), belonging to a task of a company. */
@Entity({ name: 'uploaded_files' })
@Index('uploaded_files_company_task_idx', ['companyId', 'taskId', 'uploadedAt'])
export class FileEntity {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'uploaded_files_pkey' })
  id!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  /** The task the upload is for (ARCHITECTURE.md section 8); null for an upload outside a task. */
  @Column({ name: 'task_id', type: 'int', nullable: true })
  taskId!: number | null;

  @Column({ name: 'uploaded_by', type: 'int' })
  uploadedBy!: number;

  @Column({ name: 'original_name', type: 'varchar', length: 255 })
  originalName!: string;

  /** The stored file's name (unique on disk). */
  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName!: string;

  /** Where the blob store keeps it; never sent to clients. */
  @Column({ name: 'file_path', type: 'text' })
  filePath!: string;

  /** Bytes; uploads are limited to 10 MB, well inside an int. */
  @Column({ type: 'int' })
  size!: number;

  @Column({ name: 'mime_type', type: 'varchar', length: 255 })
  mimeType!: string;

  @CreateDateColumn({ name: 'uploaded_at', type: 'timestamptz' })
  uploadedAt!: Date;
}
