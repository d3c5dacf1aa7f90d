import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserModule } from '../user/user.module.js';
import { SessionModule } from '../session/session.module.js';
import { CompanyEntity } from './company.entity.js';
import { CompanySettingsEntity } from './company-settings.entity.js';
import { CompanyDomainEntity } from './company-domain.entity.js';
import { CompanyService } from './company.service.js';
import { CompanyAdminService } from './company-admin.service.js';
import { CompanyDomainRepository } from './company-domain.repository.js';
import { CompanyRepository } from './company.repository.js';
import { DnsTxtLookup } from './dns-txt-lookup.service.js';
import { CompanyController } from './company.controller.js';

/** Companies: placement of new accounts, the company page and its settings (/api/companies/*). */
@Module({
  imports: [TypeOrmModule.forFeature([CompanyEntity, CompanySettingsEntity, CompanyDomainEntity]), UserModule, SessionModule],
  controllers: [CompanyController],
  providers: [CompanyRepository, CompanyDomainRepository, CompanyService, CompanyAdminService, DnsTxtLookup],
  exports: [CompanyService, CompanyAdminService],
})
export class CompanyModule {}
