import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EventConsumer } from '@milestone/nest-kit';
import { COMPANY_CREATED_V1 } from '@milestone/contracts';
import { TaskService } from '../task.service.js';

/** identity.company.created.v1 -> the new company receives its starter tasks (once). */
@Injectable()
export class CompanyCreatedListener implements OnApplicationBootstrap {
  constructor(
    private readonly consumer: EventConsumer,
    private readonly tasks: TaskService,
  ) {}

  onApplicationBootstrap(): void {
    this.consumer.subscribe(COMPANY_CREATED_V1, async (event, { manager }) => {
      await this.tasks.seedStarterTasks(event, manager);
    });
  }
}
