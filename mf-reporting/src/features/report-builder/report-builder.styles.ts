import type { GlobalToken } from '@milestone/ui';

/**
 * The report builder's pivot, painted from the theme: subtotal rows on a tinted ground and bold,
 * the grand total stronger with a rule above it, subtotal and total columns tinted. The selectors
 * name antd's cell class, so they hold for the virtual table too (its rows are not <tr>s).
 */
export function reportBuilderCss(token: GlobalToken): string {
  return `
.report-builder .pivot-table .ant-table-cell { font-variant-numeric: tabular-nums; }
.report-builder .pivot-table .pivot-row-subtotal .ant-table-cell { background: ${token.colorFillAlter}; font-weight: ${token.fontWeightStrong}; }
.report-builder .pivot-table .pivot-row-grand-total .ant-table-cell { background: ${token.colorFillSecondary}; font-weight: ${token.fontWeightStrong}; border-top: ${token.lineWidthBold}px ${token.lineType} ${token.colorBorder}; }
.report-builder .pivot-table .pivot-row-data .ant-table-cell.pivot-col-subtotal,
.report-builder .pivot-table .pivot-row-data .ant-table-cell.pivot-col-total { background: ${token.colorFillQuaternary}; }
.report-builder .pivot-table .ant-table-cell.pivot-col-total { font-weight: ${token.fontWeightStrong}; }
.report-builder .pivot-toggle { display: inline-flex; align-items: center; justify-content: center; width: 20px; height: 20px; margin-inline-end: ${token.marginXXS}px; padding: 0; border: 0; background: none; color: ${token.colorTextSecondary}; cursor: pointer; border-radius: ${token.borderRadiusSM}px; }
.report-builder .pivot-toggle:hover { background: ${token.colorFillSecondary}; }
.report-builder .pivot-toggle:focus-visible { outline: ${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}; }
.report-builder .report-chart { width: 100%; height: 320px; }
.report-builder .value-row { width: 100%; }
.report-builder .value-row .rb-value-field { width: 260px; }
.report-builder .value-row .rb-value-aggregation { width: 140px; }
.report-builder .rb-select-wide { min-width: 220px; }
.report-builder .rb-select { min-width: 160px; }
.report-builder .rb-select-narrow { min-width: 120px; }
.report-builder .rb-top-n { width: 140px; }
.report-builder .rb-hint { margin-top: -${token.marginXS}px; }
.report-builder .rb-chart-loading { height: 100%; }
.report-builder .rb-board { display: grid; grid-template-columns: minmax(180px, 1fr) 3fr; gap: ${token.marginSM}px; width: 100%; }
.report-builder .rb-board-zones { display: grid; grid-template-columns: repeat(3, minmax(160px, 1fr)); gap: ${token.marginSM}px; }
.report-builder .rb-board-loading { min-height: 120px; align-items: center; }
.report-builder .rb-zone { display: flex; flex-direction: column; gap: ${token.marginXXS}px; min-height: 120px; padding: ${token.paddingXS}px; border: ${token.lineWidth}px dashed ${token.colorBorder}; border-radius: ${token.borderRadius}px; background: ${token.colorFillQuaternary}; }
.report-builder .rb-zone-over { border-color: ${token.colorPrimary}; background: ${token.colorPrimaryBg}; }
.report-builder .rb-zone-hint { font-size: ${token.fontSizeSM}px; }
.report-builder .rb-zone-chips { display: flex; flex-direction: column; align-items: flex-start; gap: ${token.marginXXS}px; flex: 1; }
.report-builder .rb-chip { display: inline-flex; align-items: center; max-width: 100%; border: ${token.lineWidth}px solid ${token.colorBorder}; border-radius: ${token.borderRadiusSM}px; background: ${token.colorBgContainer}; font-size: ${token.fontSizeSM}px; }
.report-builder .rb-chip-dragging { opacity: 0.4; }
.rb-chip-overlay { padding: ${token.paddingXXS}px ${token.paddingXS}px; border: ${token.lineWidth}px solid ${token.colorPrimary}; border-radius: ${token.borderRadiusSM}px; background: ${token.colorBgElevated}; box-shadow: ${token.boxShadowSecondary}; font-size: ${token.fontSizeSM}px; cursor: grabbing; }
.report-builder .rb-chip-handle { display: inline-flex; align-items: center; gap: ${token.marginXXS}px; padding: ${token.paddingXXS}px ${token.paddingXS}px; border: 0; background: none; color: ${token.colorText}; cursor: grab; touch-action: none; font: inherit; text-align: start; }
.report-builder .rb-chip-grip { color: ${token.colorTextTertiary}; }
.report-builder .rb-chip-remove { padding: 0 ${token.paddingXS}px; border: 0; border-inline-start: ${token.lineWidth}px solid ${token.colorBorderSecondary}; background: none; color: ${token.colorTextSecondary}; cursor: pointer; font-size: ${token.fontSize}px; }
.report-builder .rb-chip-remove:hover { color: ${token.colorError}; }
.report-builder .rb-chip-handle:focus-visible, .report-builder .rb-chip-remove:focus-visible { outline: ${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}; }
`;
}
