import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A file an execution produced, stored through the BlobStore. */
@Entity({ name: 'output_files' })
@Index('output_files_execution_name_key', ['executionId', 'name'], { unique: true })
@Index('output_files_company_execution_idx', ['companyId', 'executionId'])
@Index('output_files_file_path_idx', ['filePath'])
@Index('output_files_company_task_idx', ['companyId', 'taskId'])
export class OutputFileEntity {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'output_files_pkey' })
  id!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  @Column({ name: 'task_id', type: 'int' })
  taskId!: number;

  @Column({ name: 'execution_id', type: 'int' })
  executionId!: number;

  /** The display name: sanitised (output-name.ts), unique within the execution. */
  @Column({ type: 'varchar', length: 255 })
  name!: string;

  /** The blob store's key: `<companyId>/<taskId>/executions/<executionId>-<uuid>` (before, `.../executions/<executionId>/<uuid>`: both are read). */
  @Column({ name: 'file_path', type: 'text' })
  filePath!: string;

  /** Bytes (OUTPUT_MAX_BYTES at most, itself at most 1 GiB: inside an int). */
  @Column({ type: 'int' })
  size!: number;

  @Column({ name: 'mime_type', type: 'varchar', length: 255 })
  mimeType!: string;

  /** Lower-case hex SHA-256, counted while the bytes streamed in. */
  @Column({ type: 'char', length: 64 })
  sha256!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
