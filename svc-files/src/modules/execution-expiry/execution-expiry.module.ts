import { Module } from '@nestjs/common';
import { TaskRefModule } from '../task-ref/task-ref.module.js';
import { ExecutionExpiryRepository } from './execution-expiry.repository.js';
import { ExecutionExpiry } from './execution-expiry.service.js';
import { ExecutionsExpiredListener } from './executions-expired.listener.js';

/** Executions removed by svc-tasks' retention: their files released (rows and blobs). */
@Module({
  imports: [TaskRefModule],
  providers: [ExecutionExpiryRepository, ExecutionExpiry, ExecutionsExpiredListener],
  exports: [ExecutionExpiry],
})
export class ExecutionExpiryModule {}
