/** @jest-environment jsdom */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadDeferredUi } from '@milestone/ui';
import type { PivotSortState } from '../../../entities/report/pivot-table.model.js';
import { UNIT_BY_TECHNICIAN_BY_MONTH, UNIT_BY_TECHNICIAN_LINES } from '../../../entities/report/report.fixture.js';
import { PivotResultTable } from './PivotResultTable.js';

// antd in jsdom is slow on a busy machine (a grouped-header Table).
jest.setTimeout(30_000);

function show() {
  const onSortChange = jest.fn<(sort: PivotSortState) => void>();
  const { container } = render(
    <PivotResultTable
      meta={UNIT_BY_TECHNICIAN_BY_MONTH}
      lines={UNIT_BY_TECHNICIAN_LINES}
      sort={{ by: 'label', direction: 'asc' }}
      onSortChange={onSortChange}
      loading={false}
    />,
  );
  /** The pivot's drawn rows of one type (data, subtotal, grandTotal). */
  const rowsOf = (type: string) => Array.from(container.querySelectorAll<HTMLTableRowElement>(`tr[data-row-type="${type}"]`));
  /** Each drawn row's cells, one string per cell. */
  const cellsOf = (row: HTMLTableRowElement) => Array.from(row.cells, (cell) => cell.textContent ?? '');
  return { container, onSortChange, rowsOf, cellsOf };
}

describe(PivotResultTable.name, () => {
  beforeAll(() => preloadDeferredUi());

  it('marks the two unit subtotals and the grand total by row type, styled apart from the data rows', () => {
    const { rowsOf } = show();
    expect(rowsOf('subtotal')).toHaveLength(2);
    expect(rowsOf('grandTotal')).toHaveLength(1);
    expect(rowsOf('data')).toHaveLength(3);
    expect(rowsOf('grandTotal')[0]!.classList.contains('pivot-row-grand-total')).toBe(true);
    expect(rowsOf('subtotal').every((row) => row.classList.contains('pivot-row-subtotal'))).toBe(true);
  });

  it('heads the months under the value and totals each unit, with a toggle to collapse it', () => {
    const { rowsOf, cellsOf } = show();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Sum of Invoice Subtotal', 'Jan 2026', 'Feb 2026', 'Grand Total']));
    expect(headers.indexOf('Jan 2026')).toBeLessThan(headers.indexOf('Feb 2026'));
    expect(cellsOf(rowsOf('subtotal')[0]!).filter(Boolean)).toEqual(['▾Electrical', '$150.00', '$50.00', '$200.00']);
    expect(cellsOf(rowsOf('grandTotal')[0]!).filter(Boolean)).toEqual(['Grand Total', '$350.00', '$50.00', '$400.00']);
    expect(screen.getByRole('button', { name: 'Collapse Electrical' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Collapse HVAC' })).toBeTruthy();
    expect(screen.getByTestId('pivot-table')).toBeTruthy();
  });

  it("hides a unit's technicians when its toggle is clicked, keeping its subtotal, and shows them again on a second click", async () => {
    const { rowsOf, cellsOf } = show();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse Electrical' }));
    expect(rowsOf('data').map((row) => cellsOf(row).filter(Boolean)[0])).toEqual(['Cy']);
    expect(rowsOf('subtotal')).toHaveLength(2);
    const expand = screen.getByRole('button', { name: 'Expand Electrical' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(expand);
    expect(rowsOf('data')).toHaveLength(3);
  });

  it('collapses every unit with Collapse all, and Expand all opens them again', async () => {
    const { rowsOf } = show();
    expect((screen.getByRole('button', { name: 'Expand all' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(rowsOf('data')).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Collapse all' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(rowsOf('data')).toHaveLength(3);
  });

  it('asks for the pivot sorted by a month column when its header is clicked', async () => {
    const { onSortChange } = show();
    const february = screen
      .getAllByRole('columnheader')
      .filter((header) => header.textContent === 'Feb 2026')
      .at(-1)!;
    await userEvent.click(february);
    expect(onSortChange).toHaveBeenCalledTimes(1);
    expect(onSortChange.mock.calls[0]![0]).toMatchObject({ by: 'value', columnKey: '["2026-02"]', valueKey: 'v0' });
  });
});
