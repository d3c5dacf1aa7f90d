import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EventConsumer } from '@milestone/nest-kit';
import { COMPANY_CREATED_V1 } from '@milestone/contracts';
import { ConnectionService } from '../connection.service.js';

/**
 * identity.company.created.v1 -> the demo company (ST_DEMO_COMPANY_DOMAIN) is connected with the
 * ST_* settings (npm start: to the sandbox). Every other company stays 'not connected' until its
 * admin connects it. Idempotent: an existing connection is never replaced.
 */
@Injectable()
export class CompanyCreatedListener implements OnApplicationBootstrap {
  constructor(
    private readonly consumer: EventConsumer,
    private readonly connections: ConnectionService,
  ) {}

  onApplicationBootstrap(): void {
    // The connection is written outside the inbox's transaction on purpose: the first sync starts
    // right after, and must find it committed. A redelivery finds it there and changes nothing.
    this.consumer.subscribe(COMPANY_CREATED_V1, async (event) => {
      await this.connections.prefillDemo(event.companyId, event.domain);
    });
  }
}
