import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EventConsumer } from '@milestone/nest-kit';
import { USER_PROFILE_CHANGED_V1 } from '@milestone/contracts';
import { CompanyUsers } from '../company-users.service.js';

/**
 * identity.user.profile-changed.v1 -> the names and e-mail of the local read model of users
 * (durable consumer, inbox-idempotent; the upsert ignores events older than the row's profile).
 */
@Injectable()
export class IdentityUserProfilesListener implements OnApplicationBootstrap {
  constructor(
    private readonly consumer: EventConsumer,
    private readonly users: CompanyUsers,
  ) {}

  onApplicationBootstrap(): void {
    this.consumer.subscribe(USER_PROFILE_CHANGED_V1, (event, { manager }) => this.users.profileChanged(event, manager));
  }
}
