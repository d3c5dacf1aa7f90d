import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TaskEntity } from '../task/task.entity.js';
import { TaskPermissionEntity } from './task-permission.entity.js';
import { CompanyUserEntity } from './company-user.entity.js';
import { TaskAccess } from './task-access.service.js';
import { CompanyUsers } from './company-users.service.js';
import { PermissionService } from './permission.service.js';
import { PermissionController } from './permission.controller.js';
import { IdentityUsersListener } from './listeners/identity-users.listener.js';
import { IdentityUserProfilesListener } from './listeners/identity-user-profiles.listener.js';

@Module({
  imports: [TypeOrmModule.forFeature([TaskEntity, TaskPermissionEntity, CompanyUserEntity])],
  controllers: [PermissionController],
  providers: [TaskAccess, CompanyUsers, PermissionService, IdentityUsersListener, IdentityUserProfilesListener],
  exports: [TaskAccess, CompanyUsers],
})
export class PermissionModule {}
