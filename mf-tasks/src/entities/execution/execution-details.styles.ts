import type { GlobalToken } from '@milestone/ui';

/**
 * The look of a run's details (ExecutionParameters, ExecutionErrorDetails, ExecutionOutputFiles)
 * under `scope`, the page's own class, painted from the theme; nothing runs off a phone's width.
 */
export function executionDetailsCss(token: GlobalToken, scope: string): string {
  return `
${scope} .execution-params .ant-tag { max-width: 100%; white-space: normal; overflow-wrap: anywhere; }
${scope} .execution-error-line { color: ${token.colorError}; overflow-wrap: anywhere; }
${scope} .execution-cancel-line { color: ${token.colorTextSecondary}; overflow-wrap: anywhere; }
${scope} .execution-failed pre { max-height: 16rem; overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere; margin: ${token.marginXXS}px 0 ${token.marginSM}px; }
${scope} .execution-failed h5 { margin: 0; }
${scope} .execution-file { overflow-wrap: anywhere; }
${scope} .execution-file-size { color: ${token.colorTextSecondary}; white-space: nowrap; }
`;
}
