import type { GlobalToken } from '@milestone/ui';

/** The step editor's stylesheet, painted from the theme (one for the editor, not one per step). */
export function stepEditorCss(token: GlobalToken): string {
  const pad = `${token.paddingXXS}px ${token.paddingXS}px`;
  return `
.step-editor .step-status { min-height: ${Math.round(token.fontSize * token.lineHeight)}px; margin-bottom: ${token.marginXS}px; }
.step-editor .step-gap-bottom { margin-bottom: ${token.marginSM}px; }
.step-editor .step-ai-request { margin-bottom: ${token.margin}px; }
.step-editor .step-ai-request textarea { margin-top: ${token.marginXXS}px; margin-bottom: ${token.marginXS}px; }
.step-editor .step-ai-request .ant-collapse { margin-top: ${token.marginXS}px; }
.step-editor .step-box { display: flex; gap: ${token.marginSM}px; align-items: flex-start; margin-bottom: ${token.marginSM}px; }
.step-editor .step-number { min-width: ${token.controlHeight - 4}px; height: ${token.controlHeight - 4}px; border-radius: ${(token.controlHeight - 4) / 2}px; background: ${token.colorPrimaryBg}; color: ${token.colorPrimary}; display: flex; align-items: center; justify-content: center; font-weight: ${token.fontWeightStrong}; }
.step-editor .step-text { flex: 1; white-space: pre-wrap; padding: ${token.paddingXXS}px 0; min-height: ${token.controlHeight - 4}px; }
.step-editor .step-input { flex: 1; position: relative; }
.step-editor .step-input textarea { width: 100%; min-height: 80px; padding: ${token.paddingXS}px ${token.paddingSM - 1}px; border: ${token.lineWidth}px ${token.lineType} ${token.colorBorder}; border-radius: ${token.borderRadius}px; font: inherit; resize: vertical; box-sizing: border-box; background: ${token.colorBgContainer}; color: ${token.colorText}; }
.step-editor .step-input textarea:focus { border-color: ${token.colorPrimary}; outline: none; }
.step-editor .step-mentions { position: absolute; z-index: 10; left: 0; top: 100%; min-width: 220px; background: ${token.colorBgElevated}; border: ${token.lineWidth}px ${token.lineType} ${token.colorBorder}; border-radius: ${token.borderRadius}px; box-shadow: ${token.boxShadowSecondary}; padding: ${token.paddingXXS}px; }
.step-editor .step-mentions-title { display: block; padding: ${pad}; font-size: ${token.fontSizeSM}px; }
.step-editor .step-mentions-empty { padding: ${pad}; color: ${token.colorTextTertiary}; }
.step-editor .step-mention { padding: ${pad}; border-radius: ${token.borderRadiusSM}px; cursor: pointer; }
.step-editor .step-mention[aria-selected='true'] { background: ${token.controlItemBgActive}; }

.step-editor .step-script-note { margin-bottom: ${token.marginXS}px; font-size: ${token.fontSizeSM}px; }
.step-editor .step-changes { margin: 0; padding-left: ${token.paddingLG}px; }
.step-editor .step-changes li { margin-bottom: ${token.marginXS}px; }
.step-editor .step-change-time { font-size: ${token.fontSizeSM}px; }
.step-history .step-version-request { color: ${token.colorTextSecondary}; font-size: ${token.fontSizeSM}px; }
.step-history .step-compare-head, .step-history .step-compare-row { display: grid; grid-template-columns: 1fr 1fr; gap: ${token.marginSM}px; }
.step-history .step-compare-head { margin-bottom: ${token.marginXS}px; }
.step-history .step-compare-row { margin-bottom: ${token.marginXXS}px; }
.step-history .step-compare-cell { white-space: pre-wrap; padding: ${pad}; border-radius: ${token.borderRadiusSM}px; border: ${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}; }
.step-history .step-compare-changed .step-compare-cell { background: ${token.colorWarningBg}; border-color: ${token.colorWarningBorder}; }
`;
}
