import type { GlobalToken } from '@milestone/ui';

/** The editor's rows: inputs that wrap to one a line on a phone, painted from the theme. */
export function apiConfigurationCss(token: GlobalToken): string {
  return `
.api-configuration .api-config-wide { flex: 1 1 240px; min-width: 200px; margin-bottom: ${token.marginXS}px; }
.api-configuration .api-config-narrow { flex: 0 1 180px; min-width: 140px; margin-bottom: ${token.marginXS}px; }
.api-configuration .api-config-value { flex: 1 1 160px; max-width: 280px; }
`;
}
