/** The services behind the gateway, keyed by the short name the route table uses. */
export const SERVICE_NAMES = ['identity', 'tasks', 'files', 'reporting'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export interface ServiceInfo {
  /** Project and process name. */
  project: string;
  /** Name in user-facing messages: '<displayName> is unavailable'. */
  displayName: string;
  urlSetting: string;
  defaultUrl: string;
}

export const SERVICES: Readonly<Record<ServiceName, ServiceInfo>> = {
  identity: {
    project: 'svc-identity',
    displayName: 'Identity service',
    urlSetting: 'IDENTITY_URL',
    defaultUrl: 'http://127.0.0.1:3001',
  },
  tasks: {
    project: 'svc-tasks',
    displayName: 'Tasks service',
    urlSetting: 'TASKS_URL',
    defaultUrl: 'http://127.0.0.1:3002',
  },
  files: {
    project: 'svc-files',
    displayName: 'Files service',
    urlSetting: 'FILES_URL',
    defaultUrl: 'http://127.0.0.1:3003',
  },
  reporting: {
    project: 'svc-reporting',
    displayName: 'Reporting service',
    urlSetting: 'REPORTING_URL',
    defaultUrl: 'http://127.0.0.1:3004',
  },
};
