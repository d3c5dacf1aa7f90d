import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceTitanStatusController } from './service-titan-status.controller.js';
import { ServiceTitanStatusService } from './service-titan-status.service.js';
import { SERVICE_TITAN_SETTINGS, type ServiceTitanSettings } from './service-titan.settings.js';

@Module({})
export class ServiceTitanModule {
  static forRoot(settings: ServiceTitanSettings): DynamicModule {
    return {
      module: ServiceTitanModule,
      controllers: [ServiceTitanStatusController],
      providers: [{ provide: SERVICE_TITAN_SETTINGS, useValue: settings }, ServiceTitanStatusService],
    };
  }
}
