import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ServiceTitanClientFactory } from './client/service-titan-client.factory.js';
import { StCallMetrics } from './client/st-call-metrics.js';
import { ConnectionController } from './connection/connection.controller.js';
import { ConnectionCredentials } from './connection/connection-credentials.js';
import { ConnectionRepository } from './connection/connection.repository.js';
import { ConnectionService } from './connection/connection.service.js';
import { CompanyCreatedListener } from './connection/listeners/company-created.listener.js';
import { SecretBox } from './connection/secret-box.js';
import { StConnectionEntity } from './connection/st-connection.entity.js';
import { ReplicaRepository } from './replica/replica.repository.js';
import { REPLICA_ENTITIES } from './replica/replica-tables.js';
import { StSyncStateEntity } from './replica/st-sync-state.entity.js';
import { SyncStateRepository } from './replica/sync-state.repository.js';
import { SERVICE_TITAN_SETTINGS, type ServiceTitanSettings } from './service-titan.settings.js';
import { ServiceTitanStatusController } from './status/service-titan-status.controller.js';
import { ServiceTitanStatusService } from './status/service-titan-status.service.js';
import { CustomerSearchController } from './search/customer-search.controller.js';
import { CustomerSearchRepository } from './search/customer-search.repository.js';
import { CustomerSearchService } from './search/customer-search.service.js';
import { ReportModule } from './report/report.module.js';
import { SyncScheduler } from './sync/sync.scheduler.js';
import { SyncService } from './sync/sync.service.js';
import { SyncLockRepository } from './sync/sync-lock.repository.js';
import { SyncRunRepository } from './sync/sync-run.repository.js';

/**
 * ServiceTitan per company: the connection (connection/), the client of a tenant (client/), the
 * replica and its sync (replica/, sync/), the status page's answer (status/) and the customer
 * search over the replica (search/), the report builder over the replica (report/).
 */
@Module({})
export class ServiceTitanModule {
  static forRoot(settings: ServiceTitanSettings): DynamicModule {
    return {
      module: ServiceTitanModule,
      imports: [TypeOrmModule.forFeature([StConnectionEntity, StSyncStateEntity, ...REPLICA_ENTITIES]), ReportModule],
      controllers: [ServiceTitanStatusController, ConnectionController, CustomerSearchController],
      providers: [
        { provide: SERVICE_TITAN_SETTINGS, useValue: settings },
        StCallMetrics,
        ServiceTitanClientFactory,
        // connection/ (credentials sealed, the demo company's pre-fill)
        SecretBox,
        ConnectionRepository,
        ConnectionCredentials,
        ConnectionService,
        CompanyCreatedListener,
        // replica/ and sync/
        ReplicaRepository,
        SyncStateRepository,
        SyncLockRepository,
        SyncRunRepository,
        SyncService,
        SyncScheduler,
        // status/ and search/
        ServiceTitanStatusService,
        CustomerSearchRepository,
        CustomerSearchService,
      ],
      exports: [SERVICE_TITAN_SETTINGS, ReplicaRepository],
    };
  }
}
