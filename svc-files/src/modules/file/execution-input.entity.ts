import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { FileEntity } from './file.entity.js';

/**
 * An upload an execution used as its input (written when the worker claims the task's current
 * inputs). While a row here names a file, the file is kept even after it was replaced.
 */
@Entity({ name: 'execution_inputs' })
@Index('execution_inputs_file_idx', ['fileId'])
@Index('execution_inputs_company_task_idx', ['companyId', 'taskId'])
export class ExecutionInputEntity {
  @PrimaryColumn({ name: 'execution_id', type: 'int', primaryKeyConstraintName: 'execution_inputs_pkey' })
  executionId!: number;

  @PrimaryColumn({ name: 'file_id', type: 'int', primaryKeyConstraintName: 'execution_inputs_pkey' })
  fileId!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  @Column({ name: 'task_id', type: 'int' })
  taskId!: number;

  @ManyToOne(() => FileEntity, { onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'file_id', referencedColumnName: 'id', foreignKeyConstraintName: 'execution_inputs_file_fkey' })
  file?: FileEntity;
}
