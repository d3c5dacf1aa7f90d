import type { ReportingComponents } from '@milestone/contracts';

export type StatusResponse = ReportingComponents['schemas']['StatusResponseDto'];
export type CheckStatus = 'success' | 'failed' | 'not_tested';

/** The page refreshes itself every 30 s (spec 001 section 9). */
export const STATUS_REFRESH_MS = 30_000;
export const STATUS_FAILURE_TEXT = 'Failed to check Service Titan API status. Please try again.';

export interface StatusView {
  label: string;
  /** antd Tag / Badge status colour. */
  color: 'success' | 'error' | 'default';
}

/** How a check result reads on the page. */
export function statusView(status: string): StatusView {
  switch (status) {
    case 'success':
      return { label: 'Connected', color: 'success' };
    case 'failed':
      return { label: 'Failed', color: 'error' };
    default:
      return { label: 'Not tested', color: 'default' };
  }
}

/** The next-step help under the status, truthful about what is and is not set up. */
export function nextSteps(answer: StatusResponse): string[] {
  const { configuration, authentication, endpoints } = answer.status;
  if (!answer.configured) {
    const missing = [
      !configuration.clientId && 'client id',
      !configuration.tenantId && 'tenant id',
      !configuration.appKeyConfigured && 'app key',
    ].filter((m): m is string => typeof m === 'string');
    return [
      `The Service Titan connector is not configured yet${missing.length ? ` (missing: ${missing.join(', ')})` : ''}.`,
      'Ask an administrator to set the Service Titan credentials on the reporting service, then press Refresh.',
    ];
  }
  if (authentication.status === 'failed') {
    return ['Authentication failed: check the client id, client secret and app key, then press Refresh.'];
  }
  const failing = Object.entries(endpoints).filter(([, e]) => e.status === 'failed').map(([name]) => name);
  if (failing.length) return [`These endpoints failed: ${failing.join(', ')}. Check the app's API scopes in Service Titan.`];
  if (authentication.status === 'success') return ['Everything is connected. Reports can use Service Titan data.'];
  return ['The connection has not been tested yet. Press Refresh to test it.'];
}
