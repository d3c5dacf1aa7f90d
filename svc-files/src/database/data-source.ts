import { MESSAGING_ENTITIES, MessagingTables1763800000000 } from '@milestone/nest-kit';
import { FileEntity } from '../modules/file/file.entity.js';
import { ExecutionInputEntity } from '../modules/file/execution-input.entity.js';
import { KnownTaskEntity } from '../modules/task-ref/known-task.entity.js';
import { ExecutionRecordEntity } from '../modules/execution-file/execution-record.entity.js';
import { OutputFileEntity } from '../modules/execution-file/output-file.entity.js';
import { InitFiles1763810000000 } from './migrations/1763810000000-init-files.js';
import { TaskInputs1763820000000 } from './migrations/1763820000000-task-inputs.js';
import { ExecutionFiles1763830000000 } from './migrations/1763830000000-execution-files.js';
import { TaskRelease1763840000000 } from './migrations/1763840000000-task-release.js';

export const ENTITIES = [...MESSAGING_ENTITIES, FileEntity, KnownTaskEntity, ExecutionInputEntity, ExecutionRecordEntity, OutputFileEntity];
/** In order; nest-kit's messaging tables first. */
export const MIGRATIONS = [
  MessagingTables1763800000000,
  InitFiles1763810000000,
  TaskInputs1763820000000,
  ExecutionFiles1763830000000,
  TaskRelease1763840000000,
];
