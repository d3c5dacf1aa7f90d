import { Injectable } from '@nestjs/common';
import type { StCredentials } from '../client/service-titan-client.js';
import { ConnectionRepository } from './connection.repository.js';
import { openCredentials } from './connection.mapper.js';
import { SecretBox } from './secret-box.js';

/**
 * What the sync needs of the connections: which companies are connected and their credentials,
 * unsealed. The lower piece of connection/: it depends on nothing of the sync or the status page,
 * so ConnectionService (connect, test, disconnect, Sync now) can depend on both of them directly.
 */
@Injectable()
export class ConnectionCredentials {
  constructor(
    private readonly connections: ConnectionRepository,
    private readonly box: SecretBox,
  ) {}

  /** The company's credentials, unsealed, or null when it is not connected. Never leaves the service. */
  async credentialsOf(companyId: number): Promise<StCredentials | null> {
    const row = await this.connections.findOf(companyId);
    return row ? openCredentials(this.box, row) : null;
  }

  /** Every company with a connection (the scheduler syncs them). */
  connectedCompanyIds(): Promise<number[]> {
    return this.connections.companyIds();
  }
}
