/** @jest-environment jsdom */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadDeferredUi } from '@milestone/ui';
import { catalogAnswer } from '../../../entities/report-catalog/report-catalog.fixture.js';
import { builderStateOf, type BuilderState, type ReportDefinition } from '../../../entities/report/report.model.js';
import { PivotFieldBoard } from './PivotFieldBoard.js';

// antd in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

const FIELDS = [
  ...catalogAnswer().fields,
  {
    id: 'invoices.items',
    label: 'Invoice Items',
    description: 'The lines of the invoice.',
    type: 'array' as const,
    entity: 'invoices' as const,
    groupId: 'accounting',
    currency: false,
  },
];

function show(definition: ReportDefinition, disabled = false) {
  const onChange = jest.fn<(patch: Partial<BuilderState>) => void>();
  const { container } = render(<PivotFieldBoard state={builderStateOf(definition)} fields={FIELDS} onChange={onChange} disabled={disabled} />);
  return { container, onChange };
}

/** A zone of the board (Fields, Rows, Columns, Values). */
const zone = (title: string) => screen.getByRole('region', { name: `${title} drop zone` });
/** A chip's label as read out: its handle's text without the grip drawn beside it (hidden from screen readers). */
const chipLabel = (handle: Element) => handle.textContent!.replace(handle.querySelector('[aria-hidden="true"]')?.textContent ?? '', '');
/** The chips' labels a zone lists, in their order. */
const chipsIn = (title: string) =>
  within(zone(title))
    .queryAllByRole('listitem')
    .map((chip) => chipLabel(chip.querySelector('.rb-chip-handle')!));
const handles = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLButtonElement>('button.rb-chip-handle'));

const PIVOT: ReportDefinition = {
  selectedFields: ['technicians.name', 'invoices.invoiceDate', 'invoices.subTotal', 'invoices.items'],
  reportConfig: {
    format: 'pivot',
    pivotConfig: {
      rows: [{ fieldId: 'invoices.invoiceDate', dateBucket: 'month' }, { fieldId: 'technicians.name' }],
      values: [{ fieldId: 'invoices.subTotal', aggregation: 'sum' }],
    },
  },
};

describe(PivotFieldBoard.name, () => {
  beforeAll(() => preloadDeferredUi());

  it('offers the selected fields a pivot can group by, not a list, nor a field not selected', () => {
    show(PIVOT);
    expect(within(zone('Fields')).getByText('Drag into Rows, Columns or Values.')).toBeTruthy();
    expect(chipsIn('Fields')).toEqual(['Technician Name', 'Invoice Date', 'Invoice Subtotal']);
  });

  it('shows the rows in their nesting order and the values by their names, each with a remove button', () => {
    show(PIVOT);
    expect(within(zone('Rows')).getByText('Up to 3, outermost first.')).toBeTruthy();
    expect(chipsIn('Rows')).toEqual(['Invoice Date', 'Technician Name']);
    expect(within(zone('Rows')).getByRole('button', { name: 'Remove Invoice Date from Rows' })).toBeTruthy();
    expect(within(zone('Rows')).getByRole('button', { name: 'Remove Technician Name from Rows' })).toBeTruthy();
    expect(within(zone('Columns')).getByText('Drop fields here')).toBeTruthy();
    expect(within(zone('Values')).getByText('Up to 8.')).toBeTruthy();
    expect(chipsIn('Values')).toEqual(['Sum of Invoice Subtotal']);
    expect(within(zone('Values')).getByRole('button', { name: 'Remove Sum of Invoice Subtotal from Values' })).toBeTruthy();
  });

  it('takes a field out of the rows when its remove button is clicked, keeping the other row', async () => {
    const { onChange } = show(PIVOT);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Invoice Date from Rows' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0].rows).toEqual([{ fieldId: 'technicians.name' }]);
  });

  it('makes every chip a keyboard-focusable handle described by the drag instructions', () => {
    const { container } = show(PIVOT);
    const all = handles(container);
    expect(all).toHaveLength(3 + 3);
    for (const handle of all) {
      expect(handle.tabIndex).toBe(0);
      const instructions = document.getElementById(handle.getAttribute('aria-describedby')!);
      expect(instructions?.textContent).toContain('To pick up a field, press Space or Enter.');
      expect(handle.getAttribute('aria-roledescription')).toMatch(/^(sortable|draggable) field$/);
    }
  });

  it('picks a chip up with Space, and Escape puts it back where it was, saying so', async () => {
    const { container, onChange } = show(PIVOT);
    const invoiceDate = handles(container).find((handle) => handle.closest('[data-testid="pivot-zone-rows"]') && chipLabel(handle) === 'Invoice Date')!;
    invoiceDate.focus();
    await userEvent.keyboard(' ');
    const live = () => Array.from(document.querySelectorAll('[aria-live]'), (region) => region.textContent).join(' ');
    // Picked up: the chip is drawn under the pointer (jsdom has no layout, so where it is over says nothing here).
    await waitFor(() => expect(container.ownerDocument.querySelector('.rb-chip-overlay')?.textContent).toBe('Invoice Date'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(live()).toContain('Dragging Invoice Date was cancelled; it stays where it was.'));
    expect(onChange).not.toHaveBeenCalled();
    expect(chipsIn('Rows')).toEqual(['Invoice Date', 'Technician Name']);
  });

  it('keeps the chips still and offers no removal while the report generates', () => {
    const { container } = show(PIVOT, true);
    expect(screen.queryByRole('button', { name: 'Remove Invoice Date from Rows' })).toBeNull();
    expect(handles(container).every((handle) => handle.getAttribute('aria-disabled') === 'true')).toBe(true);
  });

  it('asks for fields first when none are selected', () => {
    show({ selectedFields: [], reportConfig: { format: 'pivot' } });
    expect(within(zone('Fields')).getByText('Select fields above first.')).toBeTruthy();
  });
});
