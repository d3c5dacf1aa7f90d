import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@milestone/nest-kit';
import type { StCredentials } from '../client/service-titan-client.js';
import type { ConnectDto } from './dto/connect.dto.js';
import type { SyncStartedDto } from './dto/sync-started.dto.js';
import type { ConnectionDto, StatusResponseDto } from '../status/dto/status-response.dto.js';

/** A company's ServiceTitan connection: connect (tested first), test, disconnect, and the credentials for the sync. */
@Injectable()
export class ConnectionService {
  view(_user: AuthUser): Promise<ConnectionDto | null> {
    throw new Error('ConnectionService.view: not built yet');
  }

  connect(_user: AuthUser, _body: ConnectDto): Promise<ConnectionDto> {
    throw new Error('ConnectionService.connect: not built yet');
  }

  test(_user: AuthUser): Promise<StatusResponseDto> {
    throw new Error('ConnectionService.test: not built yet');
  }

  disconnect(_user: AuthUser): Promise<void> {
    throw new Error('ConnectionService.disconnect: not built yet');
  }

  syncNow(_user: AuthUser): Promise<SyncStartedDto> {
    throw new Error('ConnectionService.syncNow: not built yet');
  }

  /** The company's credentials, unsealed, or null when it is not connected. Never leaves the service. */
  credentialsOf(_companyId: number): Promise<StCredentials | null> {
    throw new Error('ConnectionService.credentialsOf: not built yet');
  }

  /** Every company with a connection (the scheduler syncs them). */
  connectedCompanyIds(): Promise<number[]> {
    throw new Error('ConnectionService.connectedCompanyIds: not built yet');
  }
}
