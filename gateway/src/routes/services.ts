import { defaultServiceUrl, SERVICE_TOPOLOGY } from '@milestone/contracts/topology';
import { SERVICE_KEYS, type ServiceName } from './served-routes.js';

export type { ServiceName } from './served-routes.js';

export interface ServiceInfo {
  /** Project and process name. */
  project: string;
  /** Name in user-facing messages: '<displayName> is unavailable'. */
  displayName: string;
  urlSetting: string;
  defaultUrl: string;
}

/** The services behind the gateway, in the order of the topology. */
export const SERVICE_NAMES: readonly ServiceName[] = SERVICE_KEYS;

// SERVICE_KEYS is generated from the same topology (the contracts check fails when they differ).
export const SERVICES = Object.fromEntries(
  SERVICE_TOPOLOGY.map((s) => [s.key, { project: s.project, displayName: s.displayName, urlSetting: s.urlSetting, defaultUrl: defaultServiceUrl(s) }]),
) as Readonly<Record<ServiceName, ServiceInfo>>;
