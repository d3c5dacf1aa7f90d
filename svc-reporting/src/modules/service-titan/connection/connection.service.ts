import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';
import type { AuthUser } from '@milestone/nest-kit';
import { ServiceTitanError, type ServiceTitanClient, type StCredentials } from '../client/service-titan-client.js';
import { ServiceTitanClientFactory } from '../client/service-titan-client.factory.js';
import { ReplicaRepository } from '../replica/replica.repository.js';
import { SERVICE_TITAN_SETTINGS, type ServiceTitanSettings } from '../service-titan.settings.js';
import { ServiceTitanStatusService } from '../status/service-titan-status.service.js';
import { SyncService, type SyncTrigger } from '../sync/sync.service.js';
import { ConnectionRepository, type AuthCheck, type ConnectionFields } from './connection.repository.js';
import {
  KEY_MISSING_MESSAGE,
  MANAGE_FORBIDDEN_MESSAGE,
  NOT_CONNECTED_MESSAGE,
  baseUrlOf,
  canManage,
  openCredentials,
  sealContext,
  toConnectionDto,
} from './connection.mapper.js';
import { credentialReuseProblem } from './credential-reuse.js';
import { SecretBox } from './secret-box.js';
import type { ConnectDto } from './dto/connect.dto.js';
import type { SyncStartedDto } from './dto/sync-started.dto.js';
import type { ConnectionDto, StatusResponseDto } from '../status/dto/status-response.dto.js';
import type { StConnectionEntity } from './st-connection.entity.js';

export const SYNC_RUNNING_MESSAGE = 'A sync is already running';
/** The longest Connect waits for the token service (one request may take ST_TIMEOUT_MS). */
const CONNECT_TOKEN_WAIT_MS = 15_000;
/** Connect retries a failed token request once at most: the admin reads what went wrong at once. */
const CONNECT_TOKEN_RETRIES = 1;

/** How long a Disconnect waits for a running sync to stop before removing the replica. */
const DISCONNECT_WAIT_MS = 30_000;

/** A company's ServiceTitan connection: connect (tested first), test, disconnect, and the credentials for the sync. */
@Injectable()
export class ConnectionService {
  private readonly logger = new Logger(ConnectionService.name);

  constructor(
    @Inject(SERVICE_TITAN_SETTINGS) private readonly settings: ServiceTitanSettings,
    private readonly connections: ConnectionRepository,
    private readonly box: SecretBox,
    private readonly clients: ServiceTitanClientFactory,
    private readonly replica: ReplicaRepository,
    // Neither depends on this service: the sync reads credentials through ConnectionCredentials.
    private readonly syncs: SyncService,
    private readonly statuses: ServiceTitanStatusService,
  ) {}

  async view(user: AuthUser): Promise<ConnectionDto | null> {
    const row = await this.connections.findOf(user.companyId);
    return row ? toConnectionDto(row) : null;
  }

  async connect(user: AuthUser, body: ConnectDto): Promise<ConnectionDto> {
    this.assertManager(user);
    if (!this.box.configured) throw new ServiceUnavailableException(KEY_MISSING_MESSAGE);
    const companyId = user.companyId;
    const authUrl = baseUrlOf(body.authUrl);
    const apiUrl = baseUrlOf(body.apiUrl);
    // Checked before anything is read or sent: only the operator's ServiceTitan addresses are contacted.
    this.assertAllowed(authUrl, 'auth');
    this.assertAllowed(apiUrl, 'API');
    const existing = await this.connections.findOf(companyId);
    if (existing) {
      const kept = { clientSecret: !body.clientSecret?.trim(), appKey: !body.appKey?.trim() };
      const problem = credentialReuseProblem(existing, { authUrl, apiUrl }, kept);
      if (problem) throw new BadRequestException(problem);
    }
    const credentials: StCredentials = {
      authUrl,
      apiUrl,
      tenantId: body.tenantId.trim(),
      clientId: body.clientId.trim(),
      clientSecret: this.givenOrStored(body.clientSecret, existing, 'client_secret', 'Enter the client secret'),
      appKey: this.givenOrStored(body.appKey, existing, 'app_key', 'Enter the app key'),
    };

    // Tested before anything is saved: a refused secret leaves the stored connection as it was.
    const client = this.clients.forCredentials(credentials);
    try {
      await this.tokenWithin(client, CONNECT_TOKEN_WAIT_MS);
    } catch (error) {
      // An address the allow-list refused once resolved (a host name of private addresses) is the
      // admin's input to correct, as an address refused before the request.
      if (error instanceof ServiceTitanError && error.kind === 'not_allowed') throw new BadRequestException(error.message);
      if (error instanceof ServiceTitanError) throw new UnprocessableEntityException(error.message);
      this.logger.error(`testing the ServiceTitan credentials of company ${companyId} failed: ${String(error)}`);
      throw new UnprocessableEntityException('The ServiceTitan credentials could not be tested; try again');
    }
    const last = client.lastTokenRequest();
    const auth: AuthCheck = { status: 'success', message: last?.message ?? 'ServiceTitan issued a token', at: last?.at ?? new Date() };

    const elsewhere = existing !== null && (existing.tenantId !== credentials.tenantId || existing.apiUrl !== credentials.apiUrl);
    const changed = existing === null || elsewhere || existing.clientId !== credentials.clientId || existing.authUrl !== credentials.authUrl;
    if (elsewhere) {
      // Another tenant's records must not mix with this one's, and its continuation tokens mean nothing there.
      await this.replica.deleteCompany(companyId);
    }
    const saved = await this.connections.save(companyId, this.sealed(companyId, credentials, 'admin', user.id), auth, changed);
    await this.requestSync(companyId, 'connect');
    return toConnectionDto(saved);
  }

  async test(user: AuthUser): Promise<StatusResponseDto> {
    this.assertManager(user);
    if (!(await this.connections.findOf(user.companyId))) throw new ConflictException(NOT_CONNECTED_MESSAGE);
    await this.statuses.checkNow(user.companyId);
    return this.statuses.status(user);
  }

  async disconnect(user: AuthUser): Promise<void> {
    this.assertManager(user);
    // The connection goes first, so no scheduled sync starts on a replica being removed, and a
    // running one stops at its next page (it finds no connection); the replica goes once it has.
    await this.connections.delete(user.companyId);
    await this.syncs.waitUntilIdle(user.companyId, DISCONNECT_WAIT_MS);
    await this.replica.deleteCompany(user.companyId);
  }

  async syncNow(user: AuthUser): Promise<SyncStartedDto> {
    this.assertManager(user);
    if (!(await this.connections.findOf(user.companyId))) throw new ConflictException(NOT_CONNECTED_MESSAGE);
    const started = await this.syncs.request(user.companyId, 'manual');
    if (!started) throw new ConflictException(SYNC_RUNNING_MESSAGE);
    return { syncId: started.syncId };
  }

  /**
   * identity.company.created.v1: the demo company (ST_DEMO_COMPANY_DOMAIN) is connected with the
   * ST_* settings, unless it has a connection already; then its first sync starts. No token test:
   * these are the operator's settings, and the status page reports how they fare. true when saved.
   */
  async prefillDemo(companyId: number, domain: string | null): Promise<boolean> {
    const demo = this.settings.demoCompanyDomain;
    if (!demo || !domain || demo.trim().toLowerCase() !== domain.trim().toLowerCase()) return false;
    const { clientId, clientSecret, appKey, tenantId, baseUrl } = this.settings;
    if (!clientId || !clientSecret || !appKey || !tenantId || !baseUrl) {
      const missing = Object.entries({
        ST_CLIENT_ID: clientId,
        ST_CLIENT_SECRET: clientSecret,
        ST_APP_KEY: appKey,
        ST_TENANT_ID: tenantId,
        ST_BASE_URL: baseUrl,
      })
        .filter(([, value]) => !value)
        .map(([name]) => name);
      this.logger.warn(`the demo company ${companyId} is not connected to ServiceTitan: ${missing.join(', ')} not set`);
      return false;
    }
    if (!this.box.configured) {
      this.logger.warn(`the demo company ${companyId} is not connected to ServiceTitan: ST_ENCRYPTION_KEY is not set`);
      return false;
    }
    const credentials: StCredentials = {
      authUrl: baseUrlOf(this.settings.authUrl ?? baseUrl),
      apiUrl: baseUrlOf(baseUrl),
      tenantId,
      clientId,
      clientSecret,
      appKey,
    };
    const inserted = await this.connections.insertIfMissing(companyId, this.sealed(companyId, credentials, 'environment', null));
    if (inserted) {
      this.logger.log(`the demo company ${companyId} is connected to ServiceTitan tenant ${tenantId} from the ST_* settings`);
      await this.requestSync(companyId, 'connect');
    }
    return inserted;
  }

  /** The client's token, or a ServiceTitanError when its token service has not answered within `ms` (the request goes on; nothing is saved). */
  private async tokenWithin(client: ServiceTitanClient, ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(new ServiceTitanError('timeout', `ServiceTitan's token service has not answered within ${ms / 1000} s: check the auth URL`, null, 'token')),
        ms,
      );
    });
    const token = client.token({ maxRetries: CONNECT_TOKEN_RETRIES });
    token.catch(() => undefined);
    try {
      await Promise.race([token, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  private assertManager(user: AuthUser): void {
    if (!canManage(user)) throw new ForbiddenException(MANAGE_FORBIDDEN_MESSAGE);
  }

  /** 400 unless the address is one of ST_ALLOWED_HOSTS. The message names only what was entered, not the list. */
  private assertAllowed(address: string, which: 'auth' | 'API'): void {
    const refusal = this.settings.allowedHosts.refusal(address);
    if (refusal === null) return;
    const example = which === 'auth' ? 'https://auth.servicetitan.io' : 'https://api.servicetitan.io';
    const label = `The ${which} URL`;
    switch (refusal) {
      case 'unreadable':
        throw new BadRequestException(`${label} is not an address, e.g. ${example}`);
      case 'not_plain':
        throw new BadRequestException(`${label} must be a plain address without a user name, password, query or fragment, e.g. ${example}`);
      case 'needs_https':
        throw new BadRequestException(`${label} must use https, e.g. ${example}`);
      case 'not_allowed':
        throw new BadRequestException(
          `${label} ${address} is not allowed: enter ServiceTitan's, e.g. ${example} (the operator of Milestone can allow others in ST_ALLOWED_HOSTS)`,
        );
    }
  }

  /** A blank secret or key keeps the stored one; without a stored one it must be entered. */
  private givenOrStored(given: string | undefined, existing: StConnectionEntity | null, column: 'client_secret' | 'app_key', missing: string): string {
    const value = given?.trim();
    if (value) return value;
    if (!existing) throw new BadRequestException(missing);
    try {
      return openCredentials(this.box, existing)[column === 'client_secret' ? 'clientSecret' : 'appKey'];
    } catch {
      throw new BadRequestException(`${missing}: the stored one cannot be read with the current ST_ENCRYPTION_KEY`);
    }
  }

  private sealed(companyId: number, credentials: StCredentials, source: ConnectionFields['source'], connectedBy: number | null): ConnectionFields {
    return {
      authUrl: credentials.authUrl,
      apiUrl: credentials.apiUrl,
      tenantId: credentials.tenantId,
      clientId: credentials.clientId,
      clientSecretSealed: this.box.seal(credentials.clientSecret, sealContext(companyId, 'client_secret')),
      appKeySealed: this.box.seal(credentials.appKey, sealContext(companyId, 'app_key')),
      source,
      connectedBy,
    };
  }

  /** Starts a sync after a connection is saved; the connection stands even when the sync cannot start now (the schedule or Sync now retries). */
  private async requestSync(companyId: number, trigger: SyncTrigger): Promise<void> {
    try {
      const started = await this.syncs.request(companyId, trigger);
      if (!started) this.logger.log(`company ${companyId}: a sync is already running; the new connection is used by the next one`);
    } catch (error) {
      this.logger.error(`company ${companyId}: the first ServiceTitan sync could not start: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
