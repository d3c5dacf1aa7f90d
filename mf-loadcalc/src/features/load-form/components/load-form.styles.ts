import type { GlobalToken } from '@milestone/ui';

/**
 * The calculator's colours and radii as custom properties of .lc-root, from the theme in force
 * (libs/ui's platformTheme), so the form, its results and its printout wear the platform's palette
 * and follow it when it changes. The stylesheet below reads only these variables.
 */
export function loadFormPalette(token: GlobalToken): string {
  const vars: Record<`--lc-${string}`, string> = {
    '--lc-text': token.colorText,
    '--lc-label': token.colorTextHeading,
    '--lc-muted': token.colorTextSecondary,
    '--lc-error': token.colorError,
    '--lc-surface': token.colorBgContainer,
    '--lc-border': token.colorBorderSecondary,
    '--lc-head': token.colorFillTertiary,
    '--lc-summary': token.colorFillQuaternary,
    '--lc-grid-head': token.colorFillSecondary,
    '--lc-accent-bg': token.colorPrimaryBg,
    '--lc-accent-border': token.colorPrimaryBorder,
    '--lc-accent-text': token.colorPrimaryTextActive,
    '--lc-omit-bg': token.colorErrorBg,
    '--lc-omit-text': token.colorErrorTextActive,
    '--lc-notice-bg': token.colorWarningBg,
    '--lc-notice-border': token.colorWarningBorder,
    '--lc-print-border': token.colorTextTertiary,
    '--lc-print-head': token.colorFillSecondary,
    '--lc-shadow': token.boxShadowSecondary,
    '--lc-radius': `${token.borderRadiusLG}px`,
    '--lc-radius-sm': `${token.borderRadiusXS}px`,
  };
  return `.lc-root { ${Object.entries(vars)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ')} }\n`;
}

// The calculator's stylesheet, rendered once by LoadFormStyles (remotes ship no CSS files).
// Class names start with lc- so they cannot meet the host's.
export const LOAD_FORM_CSS = `
.lc-root { color: var(--lc-text); font-variant-numeric: tabular-nums; }
.lc-root *, .lc-root *::before, .lc-root *::after { box-sizing: border-box; }

.lc-toolbar { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: 12px; margin-bottom: 16px; }
.lc-toolbar__actions { display: flex; flex-wrap: wrap; gap: 8px; }

/* The totals in view while the form scrolls: stuck to the window's bottom on a desktop, fixed there on a phone. */
.lc-summary-bar { position: sticky; bottom: 0; z-index: 15; display: flex; flex-wrap: wrap; align-items: baseline; justify-content: flex-end; gap: 4px 20px;
  margin-top: 16px; padding: 8px 16px; border: 1px solid var(--lc-accent-border); border-radius: var(--lc-radius); background: var(--lc-accent-bg); box-shadow: var(--lc-shadow); }
.lc-summary-bar__item { display: inline-flex; align-items: baseline; gap: 6px; white-space: nowrap; }
.lc-summary-bar__label { font-size: 12px; color: var(--lc-muted); text-transform: uppercase; letter-spacing: 0.03em; }
.lc-summary-bar strong { font-size: 16px; color: var(--lc-accent-text); }

.lc-section { border: 1px solid var(--lc-border); border-radius: var(--lc-radius); background: var(--lc-surface); margin-bottom: 16px; overflow: hidden; }
.lc-section__head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px 16px;
  padding: 10px 16px; background: var(--lc-head); border-bottom: 1px solid var(--lc-border); }
.lc-section__title { margin: 0; font-size: 15px; font-weight: 600; letter-spacing: 0.01em; }
.lc-section__tools { display: flex; flex-wrap: wrap; gap: 16px; }
.lc-section__body { padding: 12px 16px 16px; }
.lc-section__foot { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 12px; }
.lc-toggle { display: inline-flex; align-items: center; gap: 6px; font-size: 13px; color: var(--lc-muted); cursor: pointer; user-select: none; }

.lc-fields { display: grid; grid-template-columns: repeat(auto-fill, minmax(230px, 1fr)); gap: 12px 16px; }
.lc-field { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.lc-field--wide { grid-column: 1 / -1; }
.lc-field__label { font-size: 13px; font-weight: 500; color: var(--lc-label); }
.lc-field__hint { font-size: 12px; color: var(--lc-muted); }
.lc-error { font-size: 12px; line-height: 1.4; color: var(--lc-error); }

/* Basic Information lets the customer search reach past its bottom; its heading keeps the corners. */
.lc-section--overflow { overflow: visible; }
.lc-section--overflow > .lc-section__head { border-radius: var(--lc-radius) var(--lc-radius) 0 0; }
.lc-inline { display: flex; gap: 8px; align-items: flex-start; }
.lc-inline > .ant-input { flex: 1 1 auto; min-width: 0; }
.lc-inline__action { flex: 0 0 auto; }
.lc-search { position: relative; }
.lc-search__panel { position: absolute; z-index: 20; top: calc(100% + 4px); left: 0; width: 100%; min-width: 360px;
  border: 1px solid var(--lc-border); border-radius: var(--lc-radius); background: var(--lc-surface); box-shadow: var(--lc-shadow); overflow: hidden; }
.lc-search__head { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 4px 4px 4px 12px;
  background: var(--lc-head); border-bottom: 1px solid var(--lc-border); }
.lc-search__title { font-size: 12px; font-weight: 600; color: var(--lc-muted); text-transform: uppercase; letter-spacing: 0.03em; }
.lc-search__list { list-style: none; margin: 0; padding: 4px 0; max-height: min(320px, 50vh); overflow-y: auto; overscroll-behavior: contain; }
.lc-search__option { display: flex; flex-direction: column; gap: 2px; padding: 8px 12px; cursor: pointer; }
.lc-search__option:hover, .lc-search__option--active { background: var(--lc-accent-bg); }
.lc-search__name { font-weight: 600; overflow-wrap: anywhere; }
.lc-search__detail { font-size: 12px; color: var(--lc-muted); overflow-wrap: anywhere; }
.lc-search__notice { margin: 0; padding: 10px 12px; font-size: 13px; color: var(--lc-muted); }

/* Positioned, so what it holds that is absolutely placed (the visually hidden Actions heading) scrolls
   and clips with it instead of widening the page. */
.lc-table-wrap { position: relative; overflow-x: auto; -webkit-overflow-scrolling: touch; }
.lc-table { width: 100%; border-collapse: collapse; font-size: 14px; }
.lc-table th, .lc-table td { padding: 6px 10px; border-bottom: 1px solid var(--lc-border); vertical-align: middle; text-align: left; }
.lc-table thead th { font-size: 12px; font-weight: 600; color: var(--lc-muted); text-transform: uppercase; letter-spacing: 0.03em;
  border-bottom: 2px solid var(--lc-border); white-space: nowrap; }
.lc-table tfoot td, .lc-table tfoot th { font-weight: 600; border-top: 2px solid var(--lc-border); border-bottom: 0; background: var(--lc-summary); }
.lc-table .lc-num { text-align: right; white-space: nowrap; }
.lc-table .lc-center { text-align: center; }
.lc-table .lc-input-num { text-align: right; }
.lc-table .lc-select { width: 100%; min-width: 140px; }
.lc-table .lc-rule { font-size: 12px; color: var(--lc-muted); min-width: 180px; overflow-wrap: anywhere; }
/* Several sections ('220.50, 430.24, 220.60') wrap at their commas rather than widen the table. */
.lc-table td.lc-nec { font-size: 12px; color: var(--lc-muted); min-width: 64px; }
.lc-table th.lc-nec { font-size: 12px; color: var(--lc-muted); }
.lc-table tr.lc-row--summary td { font-weight: 600; background: var(--lc-summary); }
/* Formula Details adds the rule, factor and NEC columns: the appliance tables keep their VA and
   delete columns inside a 1280 px window (about 800 px of table beside the shell's sidebar) with
   tighter cells, headings that wrap, narrower inputs (their inline minimum is the roomy one) and
   rule texts that wrap. */
@media (min-width: 641px) {
  .lc-table--formula { font-size: 13px; }
  .lc-table--formula th, .lc-table--formula td { padding: 6px 5px; }
  .lc-table--formula thead th { white-space: normal; letter-spacing: 0; }
  .lc-table.lc-table--formula th.lc-col--desc, .lc-table.lc-table--formula td.lc-col--desc { min-width: 0; }
  .lc-table--formula .ant-input { font-size: 13px; padding-inline: 6px; }
  .lc-table--formula .lc-k-name .ant-input { min-width: 88px !important; }
  .lc-table--formula .lc-k-watts .ant-input { min-width: 60px !important; }
  .lc-table--formula .lc-k-quantity .ant-input { min-width: 38px !important; }
  .lc-table--formula .lc-select { min-width: 104px; font-size: 13px; }
  .lc-table--formula .lc-rule { min-width: 120px; }
  /* Grid View adds the row numbers: the rule column gives them its room. */
  .lc-table--grid.lc-table--formula .lc-rule { min-width: 92px; }
  .lc-table--formula td.lc-nec { min-width: 52px; }
  .lc-table--formula .lc-label { min-width: 0; padding: 0 4px; }
  .lc-table--formula .lc-cell--action .ant-btn { padding-inline: 4px; }
}
.lc-breakdown th { font-weight: 400; }
.lc-breakdown tr.lc-row--summary th { font-weight: 600; }
.lc-table tr.lc-row--omitted td { color: var(--lc-muted); }
.lc-table .lc-empty { color: var(--lc-muted); font-style: italic; text-align: center; padding: 16px; }
.lc-label { display: inline-block; white-space: nowrap; min-width: 52px; padding: 0 6px; border-radius: var(--lc-radius-sm); background: var(--lc-accent-bg); color: var(--lc-accent-text); font-size: 12px; line-height: 20px; text-align: center; }
.lc-label--omit { background: var(--lc-omit-bg); color: var(--lc-omit-text); }
.lc-label--none { background: transparent; }

.lc-table--grid th, .lc-table--grid td { border: 1px solid var(--lc-border); }
.lc-grid-letters th { background: var(--lc-grid-head); color: var(--lc-muted); font-size: 11px; font-weight: 600; text-align: center !important; padding: 2px 4px; text-transform: none; border-bottom-width: 1px !important; }
.lc-grid-rownum { background: var(--lc-grid-head); color: var(--lc-muted); font-size: 11px; font-weight: 600; text-align: center !important; width: 36px; padding: 2px 4px !important; }

.lc-totals { display: grid; grid-template-columns: repeat(auto-fit, minmax(170px, 1fr)); gap: 12px; }
.lc-stat { border: 1px solid var(--lc-border); border-radius: var(--lc-radius); padding: 10px 14px; background: var(--lc-surface); }
.lc-stat__label { font-size: 12px; font-weight: 500; color: var(--lc-muted); text-transform: uppercase; letter-spacing: 0.03em; }
.lc-stat__value { font-size: 22px; font-weight: 600; line-height: 1.3; white-space: nowrap; }
.lc-stat--key { border-color: var(--lc-accent-border); background: var(--lc-accent-bg); }
.lc-stat--key .lc-stat__value { color: var(--lc-accent-text); font-size: 26px; }
.lc-breakdown { margin-top: 12px; max-width: 520px; }
.lc-warnings { list-style: none; }
.lc-warnings li + li { margin-top: 4px; }
.lc-notice { padding: 10px 14px; border-radius: var(--lc-radius); background: var(--lc-notice-bg); border: 1px solid var(--lc-notice-border); color: var(--lc-text); font-size: 13px; margin-bottom: 12px; }

.lc-omission { margin: 8px 0 0; font-size: 13px; line-height: 1.5; overflow-wrap: anywhere; }
.lc-decisions { margin-top: 12px; padding: 8px 12px; border: 1px dashed var(--lc-border); border-radius: var(--lc-radius); }
.lc-decisions__title { font-size: 12px; font-weight: 600; color: var(--lc-muted); text-transform: uppercase; letter-spacing: 0.03em; margin-bottom: 4px; }
.lc-decisions__list { margin: 0; padding-left: 18px; }
.lc-decision { font-size: 13px; line-height: 1.5; overflow-wrap: anywhere; }
.lc-decision__nec { margin-left: 8px; font-size: 12px; color: var(--lc-muted); white-space: nowrap; }

.lc-methods { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px; }
.lc-method { border: 1px solid var(--lc-border); border-radius: var(--lc-radius); padding: 10px 14px; background: var(--lc-surface); }
.lc-method--lower { border-color: var(--lc-accent-border); background: var(--lc-accent-bg); }
.lc-method__head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 10px; margin-bottom: 6px; }
.lc-method__title { font-size: 15px; font-weight: 600; }
.lc-method__nec { font-size: 12px; color: var(--lc-muted); }
.lc-method__badge { margin-left: auto; font-weight: 600; }
.lc-method__figures { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; margin: 0; }
.lc-method__figures dt { font-size: 12px; color: var(--lc-muted); text-transform: uppercase; letter-spacing: 0.03em; }
.lc-method__figures dd { margin: 0; font-size: 18px; font-weight: 600; white-space: nowrap; }
.lc-methods__verdict { margin: 10px 0 12px; font-weight: 500; }
.lc-methods__subtitle { margin: 0 0 6px; font-size: 13px; font-weight: 600; color: var(--lc-label); }

.lc-print { font-size: 13px; }
.lc-print__head { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 8px; border-bottom: 2px solid var(--lc-text); padding-bottom: 6px; margin-bottom: 14px; }
.lc-print__title { margin: 0; font-size: 20px; font-weight: 700; }
.lc-print__meta { color: var(--lc-muted); }
.lc-print dl { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 6px 24px; margin: 0; }
.lc-print dl div { display: flex; gap: 8px; border-bottom: 1px dotted var(--lc-border); padding: 3px 0; }
.lc-print dt { color: var(--lc-muted); min-width: 170px; }
.lc-print dd { margin: 0; font-weight: 500; }
.lc-print .lc-table { font-size: 13px; }
.lc-print .lc-col--desc { width: 42%; }
.lc-table th.lc-col--desc, .lc-table td.lc-col--desc { min-width: 180px; }
.lc-print .lc-section { break-inside: avoid; }
.lc-print .lc-method__figures { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; }
.lc-print .lc-method__figures div { display: block; border: 0; padding: 0; }
.lc-print .lc-method__figures dt { min-width: 0; }
.lc-print-total td, .lc-print-total th { font-size: 15px; }

.lc-print-only { display: none; }
.lc-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }

@media (max-width: 640px) {
  .lc-section__body { padding: 10px 12px 12px; }
  /* Fixed above the host's own bottom bar (the task detail's tabs), measured by SummaryBar; the page keeps room for it. */
  .lc-summary-bar { position: fixed; left: 0; right: 0; bottom: var(--lc-host-bar, 0px); margin: 0; justify-content: space-between; gap: 2px 12px;
    flex-wrap: nowrap; align-items: flex-end; padding: 6px 12px; border-width: 1px 0 0; border-radius: 0; }
  /* Each figure under its label (NET, AMPERES, SERVICE): three columns that fit a 360 px phone. */
  .lc-summary-bar__item { flex-direction: column; align-items: flex-start; gap: 0; min-width: 0; }
  .lc-summary-bar__item:last-child { align-items: flex-end; }
  .lc-summary-bar strong { font-size: 15px; line-height: 1.3; }
  .lc-summary-bar__label { font-size: 11px; line-height: 1.3; }
  .lc-root { padding-bottom: 64px; }
  /* On a phone the list is as wide as the field (the whole row), leaves room for the keyboard, and
     lies over the fixed totals bar rather than under it. */
  .lc-search__panel { min-width: 0; z-index: 30; }
  .lc-search__list { max-height: min(280px, 40vh); }
  .lc-search__option { padding: 10px 12px; }
  /* The address keeps most of the row; the button's name (aria-label) stays whole. */
  .lc-inline__more { display: none; }
  .lc-section__head { padding: 10px 12px; }
  .lc-toolbar__actions { width: 100%; }
  .lc-toolbar__actions > * { flex: 1 1 auto; }
  .lc-stat__value { font-size: 19px; }
  .lc-stat--key .lc-stat__value { font-size: 22px; }
  /* Editable appliance rows become small cards on six columns: name and delete, the inputs, then the figures. */
  .lc-table--stack, .lc-table--stack tbody, .lc-table--stack tfoot { display: block; }
  .lc-table--stack thead { display: none; }
  .lc-table--stack tr { display: grid; grid-template-columns: repeat(6, minmax(0, 1fr)); align-items: end; gap: 6px 10px; padding: 10px 0; border-bottom: 1px solid var(--lc-border); }
  .lc-table--stack td, .lc-table--stack th { display: block; border: 0 !important; padding: 0; text-align: left; min-width: 0; }
  .lc-table--stack td[data-label]::before { content: attr(data-label); display: block; font-size: 11px; font-weight: 600; color: var(--lc-muted); text-transform: uppercase; letter-spacing: 0.03em; margin-bottom: 2px; }
  .lc-table--stack .lc-k-name { grid-row: 1; grid-column: 1 / span 5; align-self: center; font-weight: 600; }
  .lc-table--stack .lc-k-actions { grid-row: 1; grid-column: 6; align-self: center; text-align: right; }
  .lc-table--grid.lc-table--stack .lc-k-name, .lc-table--grid.lc-table--stack .lc-k-actions { grid-row: 2; }
  .lc-table--stack .lc-k-rule { grid-column: span 6; min-width: 0; order: 1; }
  .lc-table--stack .lc-k-factor, .lc-table--stack .lc-k-nec { grid-column: span 3; order: 1; }
  .lc-table--stack .lc-empty { grid-column: 1 / -1; }
  .lc-table--stack .ant-input, .lc-table--stack .ant-select { min-width: 0 !important; }
  .lc-table--stack .lc-select { min-width: 0; }
  .lc-table--stack .lc-cell--action .ant-btn { padding-inline: 4px; }
  .lc-table--stack .lc-k-va { text-align: right; font-weight: 600; }
  .lc-table--stack .lc-k-demand { text-align: left; }
  .lc-table--stack .lc-k-loadManagement { text-align: left; }
  .lc-table--stack .lc-k-va::before { text-align: right; }
  .lc-table--fastened.lc-table--stack .lc-k-watts, .lc-table--fastened.lc-table--stack .lc-k-quantity, .lc-table--fastened.lc-table--stack .lc-k-loadManagement { grid-column: span 2; }
  .lc-table--fastened.lc-table--stack .lc-k-demand { grid-column: span 3; }
  .lc-table--fastened.lc-table--stack .lc-k-va { grid-column: 4 / span 3; }
  .lc-table--large.lc-table--stack .lc-k-type { grid-column: span 3; }
  .lc-table--large.lc-table--stack .lc-k-watts { grid-column: span 2; }
  .lc-table--large.lc-table--stack .lc-k-quantity { grid-column: span 1; }
  .lc-table--large.lc-table--stack .lc-k-loadManagement, .lc-table--large.lc-table--stack .lc-k-demand { grid-column: span 2; }
  .lc-table--large.lc-table--stack .lc-k-va { grid-column: 5 / span 2; }
  .lc-table--stack .lc-grid-rownum { grid-row: 1; grid-column: 1 / -1; width: auto; text-align: left !important; background: transparent; padding: 0 !important; }
  .lc-table--stack .lc-grid-rownum::before { content: 'Row '; }
  .lc-table--stack tfoot tr { background: var(--lc-summary); padding: 10px 8px; }
  .lc-table--stack tfoot td:empty { display: none; }
  .lc-table--stack .lc-input-num { text-align: left; }
  .lc-table th.lc-col--desc, .lc-table td.lc-col--desc { min-width: 0; }
  .lc-table:not(.lc-table--stack) th, .lc-table:not(.lc-table--stack) td { padding: 6px; }
  .lc-table.lc-table--stack td.lc-num { text-align: left; }
  .lc-table.lc-table--stack td.lc-k-va { text-align: right; }
  .lc-table--stack td.lc-k-loadManagement { align-self: stretch; display: flex; flex-direction: column; justify-content: space-between; padding-bottom: 7px; }
  .lc-totals { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; }
  /* The two methods stack; each keeps its three figures on a row. */
  .lc-methods { grid-template-columns: minmax(0, 1fr); }
  .lc-method__figures dd { font-size: 15px; }
  /* Each optional-method line becomes a card: description and figure, then the work and its section. */
  .lc-table--optional.lc-table--stack .lc-k-description { grid-row: 1; grid-column: 1 / span 4; align-self: start; }
  .lc-table--optional.lc-table--stack .lc-k-va { grid-row: 1; grid-column: 5 / span 2; align-self: start; }
  .lc-table--optional.lc-table--stack .lc-k-va::before, .lc-table--optional.lc-table--stack .lc-k-description::before { display: none; }
  .lc-table--optional.lc-table--stack .lc-k-rule { grid-column: 1 / span 4; }
  .lc-table--optional.lc-table--stack .lc-k-nec { grid-column: 5 / span 2; text-align: right; white-space: normal; }
  .lc-table--optional.lc-table--stack tr.lc-row--summary { background: var(--lc-summary); padding: 10px 8px; }
  .lc-table--optional.lc-table--stack tr.lc-row--summary td { background: transparent; }
  .lc-table--optional.lc-table--stack .lc-k-nec::before, .lc-table--optional.lc-table--stack .lc-k-rule::before { display: none; }
  .lc-stat { padding: 8px 10px; }
  .lc-saved .ant-list .ant-list-item { flex-wrap: wrap; }
  .lc-saved .ant-list .ant-list-item .ant-list-item-meta { flex: 1 1 100%; }
  .lc-saved .ant-list .ant-list-item .ant-list-item-action { margin-inline-start: 0; margin-top: 4px; }
}

@media print {
  .lc-edit, .lc-saved, .lc-summary-bar { display: none !important; }
  .lc-root { padding-bottom: 0; }
  .lc-print-only { display: block !important; }
  .lc-root { font-size: 11pt; }
  .lc-section { border-color: var(--lc-print-border); }
  .lc-section__head { background: var(--lc-print-head) !important; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  .lc-table-wrap { overflow: visible; }
}
`;
