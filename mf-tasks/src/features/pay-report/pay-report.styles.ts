import type { GlobalToken } from '@milestone/ui';
import { executionDetailsCss } from '../../entities/execution/execution-details.styles.js';

/** The page's stylesheet, painted from the theme. */
export function payReportCss(token: GlobalToken): string {
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return `
.pay-report-page .pay-report-section { margin-bottom: ${token.marginLG}px; }
.pay-report-page .pay-report-run { display: block; padding: ${token.paddingSM}px 0; border-bottom: ${border}; }
${executionDetailsCss(token, '.pay-report-page')}`;
}
