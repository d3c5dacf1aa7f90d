/** @jest-environment jsdom */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadDeferredUi } from '@milestone/ui';
import { ToastProvider } from '@milestone/platform-sdk/testing';
import { catalogQueryClient } from '../../../entities/report-catalog/report-catalog.fixture.js';
import type { ReportDefinition } from '../../../entities/report/report.model.js';
import { PivotTableBuilder } from './PivotTableBuilder.js';

// antd in jsdom is slow on a busy machine (tabs, a field selector, selects, a lazy fields board).
jest.setTimeout(60_000);

function show(initialDefinition?: ReportDefinition) {
  return render(
    <QueryClientProvider client={catalogQueryClient(initialDefinition?.selectedFields ?? [])}>
      <ToastProvider>
        <PivotTableBuilder taskId={7} {...(initialDefinition ? { initialDefinition } : {})} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

/** What a form line shows, its label included ('Business Unit' and its chosen 'All'). */
const line = (label: string) => screen.getByText(label, { selector: 'label' }).closest('.ant-form-item')?.textContent ?? '';
const dateInput = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const WITH_DATE: ReportDefinition = {
  selectedFields: ['invoices.invoiceDate'],
  dateField: 'invoices.invoiceDate',
  dateRange: { startDate: '2026-01-01', endDate: '2026-01-31' },
};

describe(PivotTableBuilder.name, () => {
  beforeAll(() => preloadDeferredUi());

  it('opens on Report Configuration, beside Field Preview and Results, with Generate', () => {
    show();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Report Configuration', 'Field Preview', 'Results']);
    expect(screen.getByRole('tab', { name: 'Report Configuration' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('report-generate').textContent).toBe('Generate Report');
    expect(line('Business Unit')).toContain('All');
    expect(line('Job Status')).toContain('All');
  });

  it('asks for a field first when Generate Report is pressed with none selected', async () => {
    show();
    await userEvent.click(screen.getByTestId('report-generate'));
    expect(await screen.findByText('No Fields Selected')).toBeTruthy();
    expect(screen.getByText('Please select at least one field to generate a report.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Report Configuration' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the selected fields on the Field Preview tab when it is clicked', async () => {
    show({ selectedFields: ['invoices.subTotal'] });
    await userEvent.click(screen.getByRole('tab', { name: 'Field Preview' }));
    const preview = await screen.findByTestId('field-preview');
    expect(preview.textContent).toContain('Invoice Subtotal');
  });

  it('keeps the dates disabled until a date field is chosen', () => {
    const { unmount } = show();
    expect(dateInput('Start Date').disabled).toBe(true);
    expect(screen.getByText('Choose a date field to filter by date.')).toBeTruthy();
    unmount();
    show(WITH_DATE);
    expect(dateInput('Start Date').disabled).toBe(false);
    expect(dateInput('Start Date').value).toBe('2026-01-01');
    expect(dateInput('End Date').value).toBe('2026-01-31');
  });

  it('offers the periods beside the dates, Last 30 days by default, and opens a saved preset by its name', () => {
    const fresh = show({ selectedFields: ['invoices.invoiceDate'], dateField: 'invoices.invoiceDate' });
    expect(line('Period')).toContain('Last 30 days');
    fresh.unmount();
    const saved = show({ ...WITH_DATE, dateRange: { ...WITH_DATE.dateRange!, preset: 'last-quarter' } });
    expect(line('Period')).toContain('Last quarter');
    saved.unmount();
    show(WITH_DATE);
    expect(line('Period')).toContain('Custom range');
  });

  it('switches a typed date range to Custom range when a date is changed by hand', async () => {
    show({ selectedFields: ['invoices.invoiceDate'], dateField: 'invoices.invoiceDate' });
    expect(line('Period')).toContain('Last 30 days');
    // A date input is set whole by the browser's date picker (userEvent cannot type into one).
    fireEvent.change(dateInput('Start Date'), { target: { value: '2026-01-05' } });
    expect(dateInput('Start Date').value).toBe('2026-01-05');
    await waitFor(() => expect(line('Period')).toContain('Custom range'));
  });

  it("shows a pivot's rows, columns, values and sort when the definition is a pivot", async () => {
    show({
      selectedFields: ['invoices.subTotal', 'invoices.invoiceDate'],
      reportConfig: {
        format: 'pivot',
        pivotConfig: {
          rows: [{ fieldId: 'invoices.invoiceDate', dateBucket: 'quarter' }],
          values: [{ fieldId: 'invoices.subTotal', aggregation: 'avg', hidden: true }],
        },
      },
    });
    const config = screen.getByTestId('pivot-config');
    const text = () => config.textContent ?? '';
    expect(text()).toMatch(/Drag fields.*Or pick them from the lists below\..*Rows/);
    await waitFor(() => expect(text()).toMatch(/Rows.*Invoice Date.*Invoice Date by.*Quarter/));
    expect(text()).toMatch(/Values.*Invoice Subtotal.*Average.*Hide \(sort only\)/);
    expect(text()).toMatch(/Sort by.*Label.*Value/);
  });
});
