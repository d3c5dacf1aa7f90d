import type { GlobalToken } from '@milestone/ui';

/** The feedback panel's stylesheet, painted from the theme. */
export function feedbackCss(token: GlobalToken): string {
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return `
.feedback-panel { border: ${border}; border-radius: ${token.borderRadiusLG}px; padding: ${token.paddingSM}px; background: ${token.colorBgContainer}; }
.feedback-panel .feedback-messages { display: flex; flex-direction: column; gap: ${token.marginSM}px; max-height: 32rem; overflow: auto; margin-bottom: ${token.marginSM}px; }
.feedback-panel .feedback-message { max-width: 85%; padding: ${token.paddingXS}px ${token.paddingSM}px; border-radius: ${token.borderRadiusLG}px; white-space: pre-wrap; overflow-wrap: anywhere; }
.feedback-panel .feedback-user { align-self: flex-end; background: ${token.colorPrimaryBg}; }
.feedback-panel .feedback-assistant { align-self: flex-start; background: ${token.colorFillQuaternary}; }
.feedback-panel .feedback-time { display: block; color: ${token.colorTextTertiary}; font-size: ${token.fontSizeSM}px; margin-top: ${token.marginXXS}px; }
.feedback-panel .feedback-diff { margin: ${token.marginXS}px 0; border: ${border}; border-radius: ${token.borderRadius}px; font-family: ${token.fontFamilyCode}; font-size: ${token.fontSizeSM}px; max-height: 20rem; overflow: auto; white-space: pre; background: ${token.colorBgContainer}; }
.feedback-panel .feedback-diff-line { padding: 0 ${token.paddingXS}px; }
.feedback-panel .feedback-diff-added { background: ${token.colorSuccessBg}; color: ${token.colorSuccessText}; }
.feedback-panel .feedback-diff-removed { background: ${token.colorErrorBg}; color: ${token.colorErrorText}; }
.feedback-panel .feedback-diff-hunk { color: ${token.colorTextTertiary}; }
`;
}
