import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../access/access.module.js';
import { TaskModule } from '../task/task.module.js';
import { FormVersionEntity } from './form-version.entity.js';
import { FormVersionRepository } from './form-version.repository.js';
import { FormVersionsService } from './form-versions.service.js';
import { FormVersionsController } from './form-versions.controller.js';

/** A form task's form: saving its definition, and its versions (every saved definition), restore. */
@Module({
  imports: [TypeOrmModule.forFeature([FormVersionEntity]), TaskModule, AccessModule],
  controllers: [FormVersionsController],
  providers: [FormVersionsService, FormVersionRepository],
})
export class FormVersionsModule {}
