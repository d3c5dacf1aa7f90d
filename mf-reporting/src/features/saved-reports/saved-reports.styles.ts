import type { GlobalToken } from '@milestone/ui';

/** A report's delivery lines (wrapping within the name column, so a phone keeps its width) and the e-mail dialog's preview, from the theme. */
export function reportDeliveryCss(token: GlobalToken): string {
  return `
.report-deliveries { max-width: 340px; margin-block-start: ${token.marginXXS}px; }
.report-deliveries .report-delivery { column-gap: ${token.marginSM}px; row-gap: ${token.marginXXS}px; }
.report-deliveries .report-delivery-line { white-space: normal; }
.report-deliveries .ant-btn-link { padding-inline: 0; }
.report-deliveries .report-delivery-add { align-self: flex-start; }
@media (max-width: ${token.screenSMMax}px) { .report-deliveries { max-width: 220px; } }
.delivery-when-preview { margin-block-end: ${token.marginMD}px; }
.delivery-when-preview .delivery-next-runs { margin: 0; padding-inline-start: ${token.paddingMD}px; }
.delivery-cron { font-family: ${token.fontFamilyCode}; }
`;
}
