import { Column, Entity, Index, PrimaryGeneratedColumn, CreateDateColumn } from 'typeorm';

/**
 * An uploaded file (spec 000 section 3 "Uploaded file"), an input of a task of a company. The
 * task's current inputs are its rows with `supersededAt` null: a new upload or a clear sets it on
 * the others (a replaced file an execution used stays, as that execution's input).
 */
@Entity({ name: 'uploaded_files' })
@Index('uploaded_files_company_task_idx', ['companyId', 'taskId', 'uploadedAt'])
@Index('uploaded_files_current_idx', ['companyId', 'taskId'], { where: '"superseded_at" IS NULL' })
export class FileEntity {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'uploaded_files_pkey' })
  id!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  /** The task the upload is an input of (ARCHITECTURE.md section 8). */
  @Column({ name: 'task_id', type: 'int' })
  taskId!: number;

  @Column({ name: 'uploaded_by', type: 'int' })
  uploadedBy!: number;

  @Column({ name: 'original_name', type: 'varchar', length: 255 })
  originalName!: string;

  /** The stored file's name: `<uuid>.<ext>`, never the user's. */
  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName!: string;

  /** The blob store's key: `<companyId>/<taskId>/inputs/<fileName>` (storage-keys.ts). */
  @Column({ name: 'file_path', type: 'text' })
  filePath!: string;

  /** Bytes; uploads are limited to 10 MB, well inside an int. */
  @Column({ type: 'int' })
  size!: number;

  @Column({ name: 'mime_type', type: 'varchar', length: 255 })
  mimeType!: string;

  /** Lower-case hex SHA-256 of the bytes, counted while they streamed in. */
  @Column({ type: 'char', length: 64 })
  sha256!: string;

  @CreateDateColumn({ name: 'uploaded_at', type: 'timestamptz' })
  uploadedAt!: Date;

  /** When a newer upload or a clear replaced it; null while it is a current input of its task. */
  @Column({ name: 'superseded_at', type: 'timestamptz', nullable: true })
  supersededAt!: Date | null;
}
