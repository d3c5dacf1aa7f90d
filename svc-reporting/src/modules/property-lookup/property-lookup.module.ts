import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { ReportingEnv } from '../../config/env.schema.js';
import { StLocationEntity } from '../service-titan/replica/tables/st-location.entity.js';
import { PropertyLookupController } from './property-lookup.controller.js';
import { PropertyLookupService } from './property-lookup.service.js';

/** Square footage of an address: the company's ServiceTitan locations first, then a property-data provider (RentCast or ATTOM). */
@Module({})
export class PropertyLookupModule {
  static forRoot(_env: ReportingEnv): DynamicModule {
    return {
      module: PropertyLookupModule,
      imports: [TypeOrmModule.forFeature([StLocationEntity])],
      controllers: [PropertyLookupController],
      providers: [PropertyLookupService],
    };
  }
}
