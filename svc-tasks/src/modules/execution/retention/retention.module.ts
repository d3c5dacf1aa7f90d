import { Module } from '@nestjs/common';
import { RetentionRepository } from './retention.repository.js';
import { RetentionService } from './retention.service.js';

/**
 * The runs' retention (the worker imports it; the API does not): finished runs older than
 * EXECUTION_RETENTION_DAYS removed daily, with tasks.execution.expired.v1 for svc-files. Needs
 * TasksEnv and nest-kit's Outbox (ServiceCoreModule) from the root module.
 */
@Module({
  providers: [RetentionRepository, RetentionService],
  exports: [RetentionService],
})
export class RetentionModule {}
