import type { GlobalToken } from '@milestone/ui';

/** The selector's list: a scrolled box of rows under group headings, painted from the theme. */
export function fieldSelectorCss(token: GlobalToken): string {
  return `
.field-selector .field-selector-list { max-height: 480px; overflow-y: auto; padding-inline-end: ${token.paddingXS}px; }
.field-selector .field-selector-group-title { margin-block: 0 ${token.marginXXS}px; }
.field-selector .field-selector-row { padding-block: ${token.paddingXXS}px; }
.field-selector .field-selector-row[data-state='needs-join-key'] { color: ${token.colorTextDisabled}; }
`;
}
