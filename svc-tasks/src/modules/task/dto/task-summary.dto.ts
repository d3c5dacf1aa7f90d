import { OmitType } from '@nestjs/swagger';
import { TaskDto } from './task.dto.js';

/**
 * A task as a list answers it: what the cards show, without the parts that grow (steps, config,
 * sections, scripts). Every colleague's list carries every task, so one large task made each list
 * megabytes; the whole task is one GET /api/tasks/{id} away.
 */
export class TaskSummaryDto extends OmitType(TaskDto, ['instructions', 'aiScript', 'pythonScript', 'config', 'customSections'] as const) {}
