import { MESSAGING_ENTITIES, MessagingTables1763800000000 } from '@milestone/nest-kit';
import { FileEntity } from '../modules/file/file.entity.js';
import { InitFiles1763810000000 } from './migrations/1763810000000-init-files.js';

export const ENTITIES = [...MESSAGING_ENTITIES, FileEntity];
/** In order; nest-kit's messaging tables first. */
export const MIGRATIONS = [MessagingTables1763800000000, InitFiles1763810000000];
