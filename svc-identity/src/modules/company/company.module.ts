import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompanyEntity } from './company.entity.js';
import { CompanySettingsEntity } from './company-settings.entity.js';
import { CompanyService } from './company.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([CompanyEntity, CompanySettingsEntity])],
  providers: [CompanyService],
  exports: [CompanyService],
})
export class CompanyModule {}
