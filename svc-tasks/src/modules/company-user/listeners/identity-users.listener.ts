import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EventConsumer } from '@milestone/nest-kit';
import { USER_DELETED_V1, USER_REGISTERED_V1, USER_ROLE_CHANGED_V1 } from '@milestone/contracts';
import { CompanyUsers } from '../company-users.service.js';

/**
 * identity.user.* -> the local read model of users; a deleted user's permissions go and their
 * tasks pass to the company's owner. (identity.company.created.v1 is consumed by
 * CompanyCreatedListener beside this one, which records the owner and seeds the starter tasks:
 * one durable consumer per subject.)
 */
@Injectable()
export class IdentityUsersListener implements OnApplicationBootstrap {
  constructor(
    private readonly consumer: EventConsumer,
    private readonly users: CompanyUsers,
  ) {}

  onApplicationBootstrap(): void {
    this.consumer.subscribe(USER_REGISTERED_V1, (event, { manager }) => this.users.registered(event, manager));
    this.consumer.subscribe(USER_ROLE_CHANGED_V1, (event, { manager }) => this.users.roleChanged(event, manager));
    this.consumer.subscribe(USER_DELETED_V1, (event, { manager }) => this.users.deleted(event, manager));
  }
}
