import type { ReactNode } from 'react';
import { columnLabel } from '../load-form.model.js';

export interface GridColumn<R> {
  key: string;
  title: ReactNode;
  /** The heading as text, shown before the cell when the table stacks on a phone. */
  label?: string;
  /** 'num' right-aligns figures; 'wide' spans the stacked row on a phone. */
  kind?: 'num' | 'center' | 'wide' | 'rule' | 'nec' | 'action';
  className?: string;
  width?: number | string;
  render: (row: R, index: number) => ReactNode;
}

export interface GridFooterRow {
  key: string;
  /** Cells by column key; the rest stay empty. */
  cells: Partial<Record<string, ReactNode>>;
}

interface GridTableProps<R> {
  /** The table's accessible name. */
  caption: string;
  columns: ReadonlyArray<GridColumn<R>>;
  rows: readonly R[];
  rowKey: (row: R, index: number) => string;
  rowClassName?: (row: R, index: number) => string | undefined;
  footer?: readonly GridFooterRow[];
  /** Grid View: column letters above and row numbers at the left, as in a spreadsheet. */
  grid: boolean;
  /** On a phone each row becomes a small card of labelled cells (editable appliance rows). */
  stackOnPhone?: boolean;
  /** Shown as the only row when there are no rows. */
  empty?: ReactNode;
  /** An extra class on the table (the phone layout of each appliance table). */
  className?: string;
}

const KIND_CLASS: Record<NonNullable<GridColumn<unknown>['kind']>, string> = {
  num: 'lc-num',
  center: 'lc-center',
  wide: 'lc-cell--wide',
  rule: 'lc-rule',
  nec: 'lc-nec',
  action: 'lc-cell--action lc-center',
};

/** Every cell also carries lc-k-<column key>, which the phone layout places by. */
function cellClass<R>(column: GridColumn<R>): string {
  return [`lc-k-${column.key}`, column.kind ? KIND_CLASS[column.kind] : '', column.className ?? ''].filter(Boolean).join(' ');
}

/**
 * The form's tables. In Grid View the heading row is row 1 and the rows are numbered from 2 on,
 * under column letters A, B, C..., so a line can be referred to as a spreadsheet cell (C4).
 */
export function GridTable<R>({ caption, columns, rows, rowKey, rowClassName, footer = [], grid, stackOnPhone, empty, className }: GridTableProps<R>) {
  // Formula Details (a rule column) makes a table wide: lc-table--formula tightens it to a laptop's width.
  const formula = columns.some((column) => column.kind === 'rule');
  const classes = ['lc-table', grid ? 'lc-table--grid' : '', stackOnPhone ? 'lc-table--stack' : '', formula ? 'lc-table--formula' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  let rowNumber = 1;
  return (
    <div className="lc-table-wrap">
      <table className={classes} aria-label={caption}>
        <thead>
          {grid ? (
            <tr className="lc-grid-letters" aria-hidden="true">
              <th className="lc-grid-rownum" />
              {columns.map((column, i) => (
                <th key={column.key}>{columnLabel(i)}</th>
              ))}
            </tr>
          ) : null}
          <tr>
            {grid ? <th className="lc-grid-rownum">{rowNumber}</th> : null}
            {columns.map((column) => (
              <th key={column.key} className={cellClass(column)} style={column.width === undefined ? undefined : { width: column.width }}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td className="lc-empty" colSpan={columns.length + (grid ? 1 : 0)}>
                {empty}
              </td>
            </tr>
          ) : null}
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} className={rowClassName?.(row, index)}>
              {grid ? (
                <th className="lc-grid-rownum" scope="row">
                  {++rowNumber}
                </th>
              ) : null}
              {columns.map((column) => (
                <td key={column.key} className={cellClass(column)} data-label={stackOnPhone && column.label ? column.label : undefined}>
                  {column.render(row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer.length > 0 ? (
          <tfoot>
            {footer.map((line) => (
              <tr key={line.key}>
                {grid ? (
                  <th className="lc-grid-rownum" scope="row">
                    {++rowNumber}
                  </th>
                ) : null}
                {columns.map((column) => {
                  const cell = line.cells[column.key];
                  return (
                    <td
                      key={column.key}
                      className={cellClass(column)}
                      data-label={stackOnPhone && column.label && cell !== undefined ? column.label : undefined}
                    >
                      {cell}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
