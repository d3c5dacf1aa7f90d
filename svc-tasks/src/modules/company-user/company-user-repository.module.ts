import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompanyUserEntity } from './company-user.entity.js';
import { CompanyUserRepository } from './company-user.repository.js';

/**
 * The read model of users for the modules that only read it: the schedules (a delivery's
 * recipients must be users of the company), which CompanyUserModule itself imports, so they
 * cannot import CompanyUserModule.
 */
@Module({
  imports: [TypeOrmModule.forFeature([CompanyUserEntity])],
  providers: [CompanyUserRepository],
  exports: [CompanyUserRepository],
})
export class CompanyUserRepositoryModule {}
