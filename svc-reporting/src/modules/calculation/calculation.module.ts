import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CalculationEntity } from './calculation.entity.js';
import { CalculationController } from './calculation.controller.js';
import { CalculationService } from './calculation.service.js';
import { CalculationRepository } from './calculation.repository.js';
import { CalculationTotalsBackfill } from './calculation-totals-backfill.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([CalculationEntity])],
  controllers: [CalculationController],
  providers: [CalculationService, CalculationRepository, CalculationTotalsBackfill],
})
export class CalculationModule {}
