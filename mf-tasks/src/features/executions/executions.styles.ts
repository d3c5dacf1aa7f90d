import type { GlobalToken } from '@milestone/ui';
import { executionDetailsCss } from '../../entities/execution/execution-details.styles.js';

/** The /executions stylesheet, painted from the theme; nothing runs off a phone's width. */
export function executionsCss(token: GlobalToken): string {
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return `
.executions-page .executions-filters { margin-bottom: ${token.margin}px; }
.executions-page .executions-filters .ant-select { min-width: 10rem; max-width: 100%; }
.executions-page .executions-filters input[type="date"] { width: 10rem; }
.executions-page .executions-runtime { margin-bottom: ${token.margin}px; }
.executions-page .executions-chart { margin-bottom: ${token.margin}px; }
.executions-page .executions-chart-box { height: 180px; }
.executions-page .execution-row { display: block; padding: ${token.paddingSM}px 0; border-bottom: ${border}; }
.executions-page .execution-head { row-gap: ${token.marginXXS}px; }
.executions-page .execution-task { font-weight: ${token.fontWeightStrong}; overflow-wrap: anywhere; }
.executions-page .execution-meta { color: ${token.colorTextSecondary}; font-size: ${token.fontSizeSM}px; }
.executions-page .execution-progress { width: 16rem; max-width: 100%; }
${executionDetailsCss(token, '.executions-page')}`;
}
