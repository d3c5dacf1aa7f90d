import type { GlobalToken } from '@milestone/ui';

/**
 * The form renderer's stylesheet, painted from the theme. A line table is a grid of its columns on
 * a wide screen and a stack of labelled cells on a phone (no sideways scroll); the browser's print
 * (@media print) shows the read-only print layout instead of the inputs, as the load form does.
 */
export function formTaskCss(token: GlobalToken): string {
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return `
.ft-root { max-width: 1040px; }
.ft-root .ft-section { border: ${border}; border-radius: ${token.borderRadiusLG}px; padding: ${token.padding}px; margin-bottom: ${token.margin}px; background: ${token.colorBgContainer}; }
.ft-root .ft-section > h3 { margin-top: 0; }
.ft-root .ft-fields { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); column-gap: ${token.margin}px; }
.ft-root .ft-fields .ft-wide { grid-column: 1 / -1; }
.ft-root .ft-number { width: 100%; }
.ft-root .ft-computed { font-weight: ${token.fontWeightStrong}; font-size: ${token.fontSizeLG}px; padding: ${token.paddingXXS}px 0; }
.ft-root .ft-lines { display: flex; flex-direction: column; gap: ${token.marginXS}px; margin-bottom: ${token.marginSM}px; }
.ft-root .ft-line { display: grid; grid-template-columns: var(--ft-columns) 40px; gap: ${token.marginXS}px; align-items: start; }
.ft-root .ft-line .ant-form-item { margin-bottom: 0; }
.ft-root .ft-line-head { font-weight: ${token.fontWeightStrong}; color: ${token.colorTextSecondary}; }
.ft-root .ft-cell-label { display: none; }
.ft-root .ft-cell-computed { padding: ${token.paddingXXS}px 0; text-align: end; font-weight: ${token.fontWeightStrong}; }
.ft-root .ft-actions { padding: ${token.paddingSM}px 0; }
.ft-print-only { display: none; }
.ft-printing .ft-edit { display: none; }
.ft-printing .ft-print-only { display: block; }
.ft-print table { width: 100%; border-collapse: collapse; margin: ${token.marginXS}px 0 ${token.margin}px; }
.ft-print th, .ft-print td { border-bottom: ${border}; padding: ${token.paddingXXS}px ${token.paddingXS}px; text-align: start; vertical-align: top; }
.ft-print .ft-num { text-align: end; white-space: nowrap; }
.ft-print dl { display: grid; grid-template-columns: max-content 1fr; column-gap: ${token.margin}px; row-gap: ${token.marginXXS}px; margin: 0 0 ${token.margin}px; }
.ft-print .ft-print-pair { display: contents; }
.ft-print dt { font-weight: ${token.fontWeightStrong}; color: ${token.colorTextSecondary}; }
.ft-print dd { margin: 0; overflow-wrap: anywhere; }
@media (max-width: 700px) {
  .ft-root .ft-line { grid-template-columns: 1fr 1fr; border: ${border}; border-radius: ${token.borderRadius}px; padding: ${token.paddingXS}px; }
  .ft-root .ft-line-head { display: none; }
  .ft-root .ft-cell-label { display: block; font-size: ${token.fontSizeSM}px; color: ${token.colorTextSecondary}; }
  .ft-root .ft-cell-computed { text-align: start; }
  .ft-print table, .ft-print thead, .ft-print tbody, .ft-print tr, .ft-print th, .ft-print td { display: block; }
  .ft-print thead { display: none; }
  .ft-print tr { border-bottom: ${border}; padding: ${token.paddingXXS}px 0; }
  .ft-print td { border: 0; }
  .ft-print td::before { content: attr(data-label) ": "; font-weight: ${token.fontWeightStrong}; }
}
@media print {
  .ft-edit { display: none !important; }
  .ft-print-only { display: block !important; }
}
`;
}
