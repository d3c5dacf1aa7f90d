import { beforeAll, describe, expect, it } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { preloadDeferredUi } from '@milestone/ui';
import { ToastProvider } from '@milestone/platform-sdk/testing';
import { catalogQueryClient, markupText } from '../../../entities/report-catalog/report-catalog.fixture.js';
import type { ReportDefinition } from '../../../entities/report/report.model.js';
import { PivotTableBuilder } from './PivotTableBuilder.js';

function render(initialDefinition?: ReportDefinition) {
  return renderToString(
    <QueryClientProvider client={catalogQueryClient(initialDefinition?.selectedFields ?? [])}>
      <ToastProvider>
        <PivotTableBuilder taskId={7} {...(initialDefinition ? { initialDefinition } : {})} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

/** The <input> whose label is `label` (Form.Item labels point at the control's id). */
function inputLabelled(markup: string, label: string): string {
  const id = new RegExp(`<label for="([^"]+)"[^>]*>${label}</label>`).exec(markup)?.[1];
  expect(id).toBeDefined();
  const input = new RegExp(`<input[^>]*id="${id!.replace(/[:]/g, '\\$&')}"[^>]*>`).exec(markup)?.[0];
  expect(input).toBeDefined();
  return input!;
}

describe(PivotTableBuilder.name, () => {
  beforeAll(async () => {
    await preloadDeferredUi();
  });

  it('opens on Report Configuration, beside Field Preview and Results, with Generate', () => {
    const markup = render();
    const text = markupText(markup);
    expect(text).toMatch(/Report Configuration .*Field Preview .*Results/);
    expect(markup).toContain('data-testid="report-generate"');
    expect(text).toContain('Generate Report');
    expect(text).toMatch(/Business Unit .*All/);
    expect(text).toMatch(/Job Status .*All/);
  });

  it('keeps the dates disabled until a date field is chosen', () => {
    expect(inputLabelled(render(), 'Start Date')).toContain('disabled=""');
    const withDate = render({ selectedFields: ['invoices.invoiceDate'], dateField: 'invoices.invoiceDate', dateRange: { startDate: '2026-01-01', endDate: '2026-01-31' } });
    const start = inputLabelled(withDate, 'Start Date');
    expect(start).not.toContain('disabled=""');
    expect(start).toContain('value="2026-01-01"');
    expect(inputLabelled(withDate, 'End Date')).toContain('value="2026-01-31"');
  });

  it('offers the periods beside the dates, Last 30 days by default, and opens a saved preset by its name', () => {
    const fresh = markupText(render({ selectedFields: ['invoices.invoiceDate'], dateField: 'invoices.invoiceDate' }));
    expect(fresh).toMatch(/Period .*Last 30 days .*Start Date .*End Date/);
    const saved = markupText(render({ selectedFields: ['invoices.invoiceDate'], dateField: 'invoices.invoiceDate', dateRange: { startDate: '2026-01-01', endDate: '2026-01-31', preset: 'last-quarter' } }));
    expect(saved).toMatch(/Period .*Last quarter .*Start Date/);
    const typed = markupText(render({ selectedFields: ['invoices.invoiceDate'], dateField: 'invoices.invoiceDate', dateRange: { startDate: '2026-01-01', endDate: '2026-01-31' } }));
    expect(typed).toMatch(/Period .*Custom range .*Start Date/);
  });

  it("shows a pivot's rows, columns, values and sort when the definition is a pivot", () => {
    const markup = render({
      selectedFields: ['invoices.subTotal', 'invoices.invoiceDate'],
      reportConfig: { format: 'pivot', pivotConfig: { rows: [{ fieldId: 'invoices.invoiceDate', dateBucket: 'quarter' }], values: [{ fieldId: 'invoices.subTotal', aggregation: 'avg', hidden: true }] } },
    });
    const text = markupText(markup);
    expect(markup).toContain('data-testid="pivot-config"');
    expect(text).toMatch(/Drag fields .*Or pick them from the lists below. .*Rows/);
    expect(text).toMatch(/Rows .*Invoice Date .*Invoice Date by .*Quarter/);
    expect(text).toMatch(/Values .*Invoice Subtotal .*Average .*Hide \(sort only\)/);
    expect(text).toMatch(/Sort by .*Label .*Value/);
  });
});
