import type { GlobalToken } from '@milestone/ui';

/** The instructions viewer's stylesheet, painted from the theme: banner titles and check rows. */
export function instructionsViewCss(token: GlobalToken): string {
  const rule = `${token.lineWidthBold}px ${token.lineType} ${token.colorBorder}`;
  const line = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return `
.instructions-view .iv-title { text-align: center; font-weight: ${token.fontWeightStrong}; font-size: ${token.fontSizeLG}px; padding: ${token.paddingXXS + 2}px 0; margin: ${token.marginSM}px 0; border-top: ${rule}; border-bottom: ${rule}; }
.instructions-view ul { padding-inline-start: ${token.paddingLG}px; }
.instructions-view ul ul { list-style-type: circle; }
.instructions-view .iv-checks { display: grid; grid-template-columns: 32px minmax(120px, 1fr) 2fr; border: ${line}; border-radius: ${token.borderRadius}px; margin: ${token.marginXS}px 0; }
.instructions-view .iv-checks > span { padding: ${token.paddingXXS}px ${token.paddingXS}px; }
.instructions-view .iv-checks > span.iv-next { border-top: ${line}; }
.instructions-view .iv-checks > span.iv-detail { color: ${token.colorTextSecondary}; }
`;
}
