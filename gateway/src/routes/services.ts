import { defaultServiceUrl, SERVICE_TOPOLOGY } from '@milestone/contracts/topology';

/** A service's key in libs/contracts/src/topology.json ('identity', 'tasks' ...). */
export type ServiceName = string;

export interface ServiceInfo {
  /** Project and process name. */
  project: string;
  /** Name in user-facing messages: '<displayName> is unavailable'. */
  displayName: string;
  urlSetting: string;
  defaultUrl: string;
}

/** The services behind the gateway, in the order of the topology. */
export const SERVICE_NAMES: readonly ServiceName[] = SERVICE_TOPOLOGY.map((s) => s.key);

export const SERVICES: Readonly<Record<ServiceName, ServiceInfo>> = Object.fromEntries(
  SERVICE_TOPOLOGY.map((s) => [
    s.key,
    { project: s.project, displayName: s.displayName, urlSetting: s.urlSetting, defaultUrl: defaultServiceUrl(s) },
  ]),
);
