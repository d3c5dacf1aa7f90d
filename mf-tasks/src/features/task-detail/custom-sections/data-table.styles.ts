import type { GlobalToken } from '@milestone/ui';

/** Px each side of a column's border that grabs its resize handle. */
export const RESIZE_GRAB_PX = 5;

/**
 * The data table's stylesheet, painted from the theme. The resize handle of a column straddles
 * its right border and lies over the next header's edge (header cells do not clip), so grabbing
 * the border anywhere within RESIZE_GRAB_PX px resizes that column and never drags the next one.
 */
export function dataTableCss(token: GlobalToken): string {
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const gap = `${token.marginXS}px`;
  return `
.data-table-section .dt-toolbar { margin-bottom: ${gap}; }
.data-table-section .data-table-help { color: ${token.colorTextSecondary}; margin-top: 0; }
.data-table-section .data-table-paste { border: ${border}; border-radius: ${token.borderRadius}px; padding: ${token.paddingSM}px; margin-bottom: ${token.marginSM}px; }
.data-table-section .data-table-paste textarea { font-family: ${token.fontFamilyCode}; }
.data-table-section .dt-gap-top { margin-top: ${gap}; }
.data-table-section .dt-gap-bottom { margin-bottom: ${gap}; }
.data-table-section .dt-scroll { overflow-x: auto; }
.data-table-section table { border-collapse: collapse; table-layout: fixed; }
.data-table-section th, .data-table-section td { border: ${border}; padding: ${token.paddingXXS}px ${token.paddingXS}px; vertical-align: top; text-align: start; }
.data-table-section td { overflow: hidden; text-overflow: ellipsis; }
.data-table-section th { position: relative; background: ${token.colorFillTertiary}; }
.data-table-section th.dt-example { background: ${token.colorFillAlter}; color: ${token.colorTextTertiary}; }
.data-table-section th.dt-movable { cursor: grab; }
.data-table-section td.dt-actions { text-align: center; }
.data-table-section .dt-cell { display: flex; align-items: center; gap: ${token.marginXXS}px; }
.data-table-section .dt-head-text { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; }
.data-table-section .dt-text { flex: 1; min-height: ${token.controlHeightSM - 2}px; white-space: pre-wrap; }
.data-table-section .dt-editable .dt-text { cursor: text; }
.data-table-section .dt-resize { position: absolute; top: 0; right: -${RESIZE_GRAB_PX}px; width: ${RESIZE_GRAB_PX * 2}px; height: 100%; cursor: col-resize; z-index: 1; touch-action: none; }
.data-table-section .dt-resize:hover { background: ${token.colorPrimaryBorder}; }
`;
}
