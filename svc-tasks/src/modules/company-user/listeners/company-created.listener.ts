import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EventConsumer } from '@milestone/nest-kit';
import { COMPANY_CREATED_V1 } from '@milestone/contracts';
import { TaskService } from '../../task/task.service.js';
import { CompanyUsers } from '../company-users.service.js';

/**
 * identity.company.created.v1 -> the company's owner is recorded in the users read model, and the
 * new company receives its starter tasks (once), in one transaction.
 */
@Injectable()
export class CompanyCreatedListener implements OnApplicationBootstrap {
  constructor(
    private readonly consumer: EventConsumer,
    private readonly tasks: TaskService,
    private readonly users: CompanyUsers,
  ) {}

  onApplicationBootstrap(): void {
    this.consumer.subscribe(COMPANY_CREATED_V1, async (event, { manager }) => {
      await this.users.companyCreated(event, manager);
      await this.tasks.seedStarterTasks(event, manager);
    });
  }
}
