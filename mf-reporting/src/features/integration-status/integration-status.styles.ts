import type { GlobalToken } from '@milestone/ui';

/**
 * The status page's tables (endpoints, replica), painted from the theme. Plain tables rather than
 * antd's Table: libs/ui does not carry it, and these few rows need no sorting or paging.
 */
export function integrationStatusCss(token: GlobalToken): string {
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return `
.st-status .st-table-wrap { overflow-x: auto; }
.st-status table.st-table { width: 100%; border-collapse: collapse; font-size: ${token.fontSize}px; font-variant-numeric: tabular-nums; }
.st-status .st-table th, .st-status .st-table td { padding: ${token.paddingXS}px ${token.paddingSM}px; border-bottom: ${border}; text-align: start; vertical-align: top; }
.st-status .st-table thead th { background: ${token.colorFillAlter}; color: ${token.colorTextHeading}; font-weight: ${token.fontWeightStrong}; white-space: nowrap; }
.st-status .st-table td.st-num, .st-status .st-table th.st-num { text-align: end; white-space: nowrap; }
.st-status .st-table td.st-nowrap, .st-status .st-table tbody th { white-space: nowrap; }
.st-status .st-table .st-sub { display: block; color: ${token.colorTextSecondary}; font-size: ${token.fontSizeSM}px; }
/* On a phone the table scrolls sideways rather than squeezing these into a word a line. */
.st-status .st-table .st-error { color: ${token.colorError}; min-width: 14rem; overflow-wrap: anywhere; }
.st-status .st-table .st-message { min-width: 14rem; overflow-wrap: anywhere; }
`;
}
