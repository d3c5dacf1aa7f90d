import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { ReportingEnv } from '../../config/env.schema.js';
import { StLocationEntity } from '../service-titan/replica/tables/st-location.entity.js';
import { PropertyLookupController } from './property-lookup.controller.js';
import { PropertyLookupRepository } from './property-lookup.repository.js';
import { PropertyLookupService } from './property-lookup.service.js';
import { createPropertyDataProvider } from './providers/property-data-provider.factory.js';
import { PROPERTY_DATA_PROVIDER } from './providers/property-data-provider.js';

/** Square footage of an address: the company's ServiceTitan locations first, then a property-data provider (RentCast or ATTOM). */
@Module({})
export class PropertyLookupModule {
  static forRoot(env: ReportingEnv): DynamicModule {
    return {
      module: PropertyLookupModule,
      imports: [TypeOrmModule.forFeature([StLocationEntity])],
      controllers: [PropertyLookupController],
      providers: [PropertyLookupRepository, PropertyLookupService, { provide: PROPERTY_DATA_PROVIDER, useValue: createPropertyDataProvider(env) }],
    };
  }
}
