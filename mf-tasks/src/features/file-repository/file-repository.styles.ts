import type { GlobalToken } from '@milestone/ui';

/** The file repository's stylesheet (panel, quick preview, spreadsheet preview), painted from the theme. */
export function fileRepositoryCss(token: GlobalToken): string {
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return `
.file-repo .file-repo-head { flex-wrap: wrap; row-gap: ${token.marginXXS}px; }
.file-repo .file-repo-time { color: ${token.colorTextSecondary}; }
.file-repo .file-row { padding: ${token.paddingXS}px 0; border-bottom: ${border}; }
.file-repo .file-row:last-child { border-bottom: 0; }
.file-repo .file-row-name { flex: 1 1 12rem; min-width: 0; overflow-wrap: anywhere; }
.file-repo .file-row-size { color: ${token.colorTextSecondary}; white-space: nowrap; }
.file-repo .file-group-title { margin: ${token.marginSM}px 0 ${token.marginXXS}px; }
.file-repo .file-group-title:first-child { margin-top: 0; }
.file-repo .file-group-empty { color: ${token.colorTextTertiary}; }
.file-repo .execution-failed pre { max-height: 16rem; overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere; margin: ${token.marginXXS}px 0 ${token.marginSM}px; }
.file-repo .execution-failed h5 { margin: 0; }
.sheet-preview .sheet-preview-tabs { overflow-x: auto; max-width: 100%; margin-bottom: ${token.marginSM}px; }
.sheet-preview .sheet-preview-scroll { overflow: auto; max-height: min(60vh, 36rem); border: ${border}; border-radius: ${token.borderRadius}px; }
.sheet-preview table { border-collapse: separate; border-spacing: 0; font-size: ${token.fontSizeSM}px; }
.sheet-preview th, .sheet-preview td { border-right: ${border}; border-bottom: ${border}; padding: ${token.paddingXXS}px ${token.paddingXS}px; white-space: pre; max-width: 24rem; overflow: hidden; text-overflow: ellipsis; text-align: start; }
.sheet-preview thead th { position: sticky; top: 0; z-index: 1; background: ${token.colorFillAlter}; background-color: ${token.colorBgContainer}; box-shadow: inset 0 -${token.lineWidth}px 0 ${token.colorBorderSecondary}; color: ${token.colorTextSecondary}; font-weight: normal; text-align: center; }
.sheet-preview tbody th { position: sticky; left: 0; background: ${token.colorBgContainer}; color: ${token.colorTextSecondary}; font-weight: normal; text-align: end; }
.sheet-preview thead th:first-child { left: 0; z-index: 2; }
.sheet-preview .sheet-preview-note { color: ${token.colorTextSecondary}; margin-top: ${token.marginXS}px; }
`;
}
