import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { TaskModule } from '../task/task.module.js';
import { CompanyUserModule } from '../company-user/company-user.module.js';
import { PermissionService } from './permission.service.js';
import { PermissionController } from './permission.controller.js';

/** The permissions API: grants on a task, through the access module's repository. */
@Module({
  imports: [AccessModule, TaskModule, CompanyUserModule],
  controllers: [PermissionController],
  providers: [PermissionService],
})
export class PermissionModule {}
