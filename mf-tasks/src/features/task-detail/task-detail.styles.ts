import type { GlobalToken } from '@milestone/ui';

/** The phone's tab bar is this tall; the page leaves room for it at the bottom. */
const TAB_BAR_ROOM = 64;

/**
 * The task detail's stylesheet, painted from the theme. Print mode (?print=1, or printing) hides
 * the navigation.
 */
export function taskDetailCss(token: GlobalToken): string {
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return `
.task-detail.with-tab-bar { padding-bottom: ${TAB_BAR_ROOM}px; }
.task-detail .task-detail-body { display: flex; gap: ${token.marginLG}px; max-width: 1200px; margin: 0 auto; padding: ${token.paddingLG}px; }
.task-detail.phone .task-detail-body { padding: ${token.paddingSM}px; }
.task-detail .task-detail-content { flex: 1; min-width: 0; }
.task-detail .task-detail-title { margin-top: 0; flex: 1; }
.task-detail .task-detail-title .ant-tag { vertical-align: middle; }
.task-detail .task-sidebar { width: 240px; flex-shrink: 0; }
.task-detail .task-sidebar-back { margin-bottom: ${token.margin}px; }
.task-detail .task-sidebar-name { margin-top: 0; }
.task-detail .task-sidebar-add { margin-top: ${token.marginSM}px; }
.task-detail .task-sidebar ul { list-style: none; padding: 0; margin: 0; }
.task-detail .task-sidebar li { display: flex; align-items: center; border-radius: ${token.borderRadius}px; margin-bottom: 2px; }
.task-detail .task-sidebar li.active { background: ${token.controlItemBgActive}; }
.task-detail .task-sidebar li > button.task-sidebar-section { flex: 1; text-align: start; border: 0; background: transparent; padding: ${token.paddingXS}px ${token.paddingSM}px; cursor: pointer; color: inherit; font: inherit; }
.task-detail .task-sidebar li.active > button.task-sidebar-section { color: ${token.colorPrimary}; font-weight: ${token.fontWeightStrong}; }
.task-detail .task-top-bar { position: sticky; top: 0; z-index: 20; padding: ${token.paddingXS}px ${token.paddingSM}px; background: ${token.colorBgContainer}; border-bottom: ${border}; }
.task-detail .task-top-bar .ant-typography { flex: 1; }
.task-detail .task-tab-bar { position: fixed; left: 0; right: 0; bottom: 0; z-index: 20; display: flex; gap: ${token.marginXXS}px; overflow-x: auto; padding: ${token.paddingXS}px; background: ${token.colorBgContainer}; border-top: ${border}; white-space: nowrap; }
.task-detail .task-tab-bar > button { flex-shrink: 0; }
@media print { .task-nav { display: none !important; } .task-detail-content { padding: 0 !important; } .step-controls, .step-ai-request { display: none !important; } }
`;
}
