import { useMemo, useState, type HTMLAttributes } from 'react';
import { Button, Flex, Table } from '@milestone/ui';
import {
  PIVOT_BODY_HEIGHT,
  SCROLL_FROM_ROWS,
  VIRTUAL_FROM_ROWS,
  allGroupKeys,
  columnsWidth,
  pivotRowClassName,
  pivotRows,
  pivotSortOfHeader,
  pivotTableColumns,
  toggleGroup,
  visiblePivotRows,
  type PivotLine,
  type PivotRow,
  type PivotSortState,
  type SortOrder,
} from '../../../entities/report/pivot-table.model.js';
import type { PivotMeta } from '../../../entities/report/report.model.js';

export interface PivotResultTableProps {
  meta: PivotMeta;
  lines: readonly PivotLine[];
  sort: PivotSortState;
  /** A header was clicked: the pivot is generated again with the server's sort. */
  onSortChange: (sort: PivotSortState) => void;
  /** While a new sort is being generated. */
  loading: boolean;
}

/**
 * The pivot: grouped column headers, a group's subtotal row (with its collapse toggle) above its
 * rows, the grand total last; subtotal and grand-total rows carry data-row-type. Sorting asks the
 * server (its sort keeps groups together and 'Other' last). Large pivots are drawn virtually.
 */
export function PivotResultTable({ meta, lines, sort, onSortChange, loading }: PivotResultTableProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => pivotRows(lines), [lines]);
  const shown = useMemo(() => visiblePivotRows(rows, collapsed), [rows, collapsed]);
  const columns = useMemo(
    () =>
      pivotTableColumns(meta, {
        sort,
        renderLabel: (row, index, text) => {
          if (row.type !== 'subtotal' || !row.groupKey || index !== row.depth - 1) return text;
          const open = !collapsed.has(row.groupKey);
          const groupKey = row.groupKey;
          return (
            <span>
              <button
                type="button"
                className="pivot-toggle"
                aria-expanded={open}
                aria-label={`${open ? 'Collapse' : 'Expand'} ${text}`}
                onClick={() => setCollapsed((current) => toggleGroup(current, groupKey))}
              >
                {open ? '▾' : '▸'}
              </button>
              {text}
            </span>
          );
        },
      }),
    [meta, sort, collapsed],
  );
  const width = useMemo(() => columnsWidth(columns), [columns]);
  const groups = useMemo(() => allGroupKeys(rows), [rows]);
  const virtual = shown.length > VIRTUAL_FROM_ROWS;

  return (
    <Flex vertical gap="small">
      {groups.size > 0 && (
        <Flex gap="small">
          <Button size="small" onClick={() => setCollapsed(new Set())} disabled={collapsed.size === 0}>
            Expand all
          </Button>
          <Button size="small" onClick={() => setCollapsed(groups)} disabled={collapsed.size === groups.size}>
            Collapse all
          </Button>
        </Flex>
      )}
      <Table<PivotRow>
        className="pivot-table"
        data-testid="pivot-table"
        size="small"
        bordered
        columns={columns}
        dataSource={shown}
        rowKey="key"
        pagination={false}
        loading={loading}
        virtual={virtual}
        scroll={shown.length > SCROLL_FROM_ROWS ? { x: width, y: PIVOT_BODY_HEIGHT } : { x: width }}
        rowClassName={(row) => pivotRowClassName(row)}
        onRow={(row) => ({ 'data-row-type': row.type, 'data-depth': row.depth }) as HTMLAttributes<HTMLElement>}
        showSorterTooltip={false}
        onChange={(_pagination, _filters, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          onSortChange(pivotSortOfHeader(one?.columnKey, (one?.order ?? null) as SortOrder));
        }}
      />
    </Flex>
  );
}
