import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TaskPermissionEntity } from './task-permission.entity.js';
import { TaskPermissionRepository } from './task-permission.repository.js';
import { TaskAccess } from './task-access.service.js';

/**
 * Who may do what on a task: the rules (access.ts), the grants they read, and TaskAccess. It sits
 * below the task, permission and company-user modules and imports none of them.
 */
@Module({
  imports: [TypeOrmModule.forFeature([TaskPermissionEntity])],
  providers: [TaskPermissionRepository, TaskAccess],
  exports: [TaskPermissionRepository, TaskAccess],
})
export class AccessModule {}
