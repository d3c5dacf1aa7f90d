import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TaskEntity } from './task.entity.js';
import { TaskController } from './task.controller.js';
import { TaskService } from './task.service.js';
import { TaskRepository } from './task.repository.js';
import { CompanyCreatedListener } from './listeners/company-created.listener.js';
import { PermissionModule } from '../permission/permission.module.js';

@Module({
  imports: [TypeOrmModule.forFeature([TaskEntity]), PermissionModule],
  controllers: [TaskController],
  providers: [TaskService, TaskRepository, CompanyCreatedListener],
})
export class TaskModule {}
