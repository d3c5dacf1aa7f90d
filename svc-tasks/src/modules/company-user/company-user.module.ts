import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../access/access.module.js';
import { TaskModule } from '../task/task.module.js';
import { ScheduleModule } from '../schedule/schedule.module.js';
import { CompanyUserEntity } from './company-user.entity.js';
import { CompanyUserRepository } from './company-user.repository.js';
import { CompanyUsers } from './company-users.service.js';
import { IdentityUsersListener } from './listeners/identity-users.listener.js';
import { IdentityUserProfilesListener } from './listeners/identity-user-profiles.listener.js';
import { CompanyCreatedListener } from './listeners/company-created.listener.js';

/**
 * svc-tasks' read model of the platform's users, fed by svc-identity's events. It sits above the
 * task module: a deleted user's tasks (and the schedules that ran as them) pass to the company's
 * owner, and a new
 * company's starter tasks are made in the same consumer as its owner's row.
 */
@Module({
  imports: [TypeOrmModule.forFeature([CompanyUserEntity]), AccessModule, TaskModule, ScheduleModule],
  providers: [CompanyUserRepository, CompanyUsers, IdentityUsersListener, IdentityUserProfilesListener, CompanyCreatedListener],
  exports: [CompanyUserRepository],
})
export class CompanyUserModule {}
