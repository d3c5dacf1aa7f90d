import { MESSAGING_ENTITIES, MessagingTables1763800000000 } from '@milestone/nest-kit';
import { CalculationEntity } from '../modules/calculation/calculation.entity.js';
import { InitReporting1763810000000 } from './migrations/1763810000000-init-reporting.js';

export const ENTITIES = [...MESSAGING_ENTITIES, CalculationEntity];
/** In order; nest-kit's messaging tables first. */
export const MIGRATIONS = [MessagingTables1763800000000, InitReporting1763810000000];
