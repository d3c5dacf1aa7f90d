import { Module } from '@nestjs/common';
import { ScriptModule } from '../../script/script.module.js';
import { ScriptCheck } from './script-check.service.js';

/** The check of a generated script (compile, a dry run on the task's inputs), asked of an execution worker. */
@Module({
  imports: [ScriptModule],
  providers: [ScriptCheck],
  exports: [ScriptCheck],
})
export class ScriptCheckModule {}
