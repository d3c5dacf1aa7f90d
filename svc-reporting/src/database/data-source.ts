import { MESSAGING_ENTITIES, MessagingTables1763800000000 } from '@milestone/nest-kit';
import { CalculationEntity } from '../modules/calculation/calculation.entity.js';
import { StConnectionEntity } from '../modules/service-titan/connection/st-connection.entity.js';
import { StSyncStateEntity } from '../modules/service-titan/replica/st-sync-state.entity.js';
import { REPLICA_ENTITIES } from '../modules/service-titan/replica/replica-tables.js';
import { SavedReportEntity } from '../modules/saved-report/saved-report.entity.js';
import { KnownTaskEntity } from '../modules/task-ref/known-task.entity.js';
import { InitReporting1763810000000 } from './migrations/1763810000000-init-reporting.js';
import { ServiceTitanConnection1795000000000 } from './migrations/1795000000000-service-titan-connection.js';
import { ServiceTitanReplica1795000000001 } from './migrations/1795000000001-service-titan-replica.js';
import { SavedCalculationTotals1796000000000 } from './migrations/1796000000000-saved-calculation-totals.js';
import { PayReportIndexes1797000000000 } from './migrations/1797000000000-pay-report-indexes.js';
import { InvoiceReportCoveringIndex1798000000000 } from './migrations/1798000000000-invoice-report-covering-index.js';
import { SavedReports1799000000000 } from './migrations/1799000000000-saved-reports.js';
import { ReportTablePageIndexes1800437261000 } from './migrations/1800437261000-report-table-page-indexes.js';

export const ENTITIES = [
  ...MESSAGING_ENTITIES,
  CalculationEntity,
  StConnectionEntity,
  StSyncStateEntity,
  ...REPLICA_ENTITIES,
  SavedReportEntity,
  KnownTaskEntity,
];
/** In order; nest-kit's messaging tables first. */
export const MIGRATIONS = [
  MessagingTables1763800000000,
  InitReporting1763810000000,
  ServiceTitanConnection1795000000000,
  ServiceTitanReplica1795000000001,
  SavedCalculationTotals1796000000000,
  PayReportIndexes1797000000000,
  InvoiceReportCoveringIndex1798000000000,
  SavedReports1799000000000,
  ReportTablePageIndexes1800437261000,
];
