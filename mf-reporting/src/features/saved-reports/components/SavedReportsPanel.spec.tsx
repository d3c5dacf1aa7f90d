import { beforeAll, describe, expect, it } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { ToastProvider } from '@milestone/platform-sdk/testing';
import { preloadDeferredUi } from '@milestone/ui';
import { markupText } from '../../../entities/report-catalog/report-catalog.fixture.js';
import { taskQueryKey } from '../../../entities/task/hooks/useTask.js';
import { savedReportsQueryKey } from '../hooks/useSavedReports.js';
import { scheduleKeys } from '../hooks/useReportDeliveries.js';
import type { Schedule } from '../report-delivery.model.js';
import type { SavedReportPage } from '../saved-reports.model.js';
import { FIXTURE_TASK_ID as TASK_ID, aDefinition as definition, aDelivery as delivery, aSavedReport as report } from '../saved-reports.fixture.js';
import SavedReportsPanel from './SavedReportsPanel.js';

/** The panel over these pages; with the caller's level on the task and its schedules when given (else they are still loading). */
function render(pages: SavedReportPage[], task: { permissionLevel?: 'viewer' | 'admin' | 'owner'; schedules?: Schedule[] } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  client.setQueryData(savedReportsQueryKey(TASK_ID), { pages, pageParams: pages.map((_, i) => i * 50) });
  if (task.permissionLevel) client.setQueryData(taskQueryKey(TASK_ID), { id: TASK_ID, permissionLevel: task.permissionLevel });
  if (task.schedules) client.setQueryData(scheduleKeys.ofTask(TASK_ID), task.schedules);
  return renderToString(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SavedReportsPanel taskId={TASK_ID} definition={definition} onOpen={() => undefined} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

/** Each row's markup, by its report id. */
function rows(markup: string): Map<string, string> {
  const found = new Map<string, string>();
  const parts = markup.split(/(?=<tr[^>]*data-testid="saved-report-row")/).slice(1);
  for (const part of parts) found.set(/data-report-id="(\d+)"/.exec(part)![1]!, part.split('</tr>')[0]!);
  return found;
}

describe(SavedReportsPanel.name, () => {
  beforeAll(async () => {
    await preloadDeferredUi();
  });

  it("shows 'Save report' and a row per saved report with its name, description, owner and last change", () => {
    const markup = render([
      {
        reports: [report(3, { name: 'Revenue by unit', description: 'October, by month', ownerEmail: 'ada@example.com', updatedAt: '2026-11-24T15:00:00.000Z' }), report(2)],
        total: 2,
      },
    ]);
    expect(markup).toContain('data-testid="save-report"');
    expect([...rows(markup).keys()]).toEqual(['3', '2']);
    const first = markupText(rows(markup).get('3')!);
    expect(first).toContain('Revenue by unit');
    expect(first).toContain('October, by month');
    // 9:00 AM in Chicago (CST) on Nov 24, 2026.
    expect(first).toContain('ada@example.com');
    expect(first).toMatch(/Nov.*24.*2026.*9:00/);
    expect(markupText(markup)).toContain('Showing 2 of 2 saved reports');
  });

  it('gives who may change a report Open, Rename, Duplicate and Delete, and the other members Open and Duplicate', () => {
    const markup = render([{ reports: [report(5, { canEdit: true }), report(4, { canEdit: false })], total: 2 }]);
    const actions = (row: string) => [...row.matchAll(/data-testid="saved-report-(open|rename|duplicate|delete)"/g)].map((m) => m[1]);
    expect(actions(rows(markup).get('5')!)).toEqual(['open', 'rename', 'duplicate', 'delete']);
    expect(actions(rows(markup).get('4')!)).toEqual(['open', 'duplicate']);
  });

  it("offers 'E-mail on a schedule' on every report to a task admin or owner, and not to a viewer of the task", () => {
    const reports = [{ reports: [report(5, { canEdit: true }), report(4, { canEdit: false })], total: 2 }];
    const emailed = (markup: string) => [...rows(markup).values()].map((row) => row.includes('data-testid="saved-report-email"'));
    expect(emailed(render(reports, { permissionLevel: 'admin', schedules: [] }))).toEqual([true, true]);
    expect(emailed(render(reports, { permissionLevel: 'owner', schedules: [] }))).toEqual([true, true]);
    expect(emailed(render(reports, { permissionLevel: 'viewer', schedules: [] }))).toEqual([false, false]);
    expect(markupText(rows(render(reports, { permissionLevel: 'admin', schedules: [] })).get('5')!)).toContain('E-mail on a schedule');
  });

  it("lists each report's own deliveries in a line, with Edit, Send now and Delete for a task admin", () => {
    const schedules = [delivery(21, 5), delivery(22, 5, { cronExpression: '0 7 1 * *', enabled: false }), { ...delivery(23, 4), delivery: null }];
    const shown = rows(render([{ reports: [report(5), report(4)], total: 2 }], { permissionLevel: 'admin', schedules }));
    const five = markupText(shown.get('5')!);
    expect(five).toContain('E-mailed Every Monday at 7:00 AM to 2 people · XLSX');
    expect(five).toContain('E-mailed First day of the month at 7:00 AM to 2 people · XLSX');
    expect(five).toContain('Off');
    expect([...shown.get('5')!.matchAll(/data-testid="delivery-(edit|send-now|delete)"/g)].map((m) => m[1])).toEqual([
      'edit',
      'send-now',
      'delete',
      'edit',
      'send-now',
      'delete',
    ]);
    // A schedule that runs the task, not a report, is no delivery of any report.
    expect(shown.get('4')!).not.toContain('data-testid="report-delivery"');
  });

  it('shows a viewer of the task the deliveries, without a way to change or send them', () => {
    const shown = rows(render([{ reports: [report(5)], total: 1 }], { permissionLevel: 'viewer', schedules: [delivery(21, 5)] }));
    expect(markupText(shown.get('5')!)).toContain('E-mailed Every Monday at 7:00 AM to 2 people · XLSX');
    expect(shown.get('5')!).not.toMatch(/data-testid="delivery-(edit|send-now|delete)"/);
  });

  it("offers 'Load more' while the company has more reports than are loaded", () => {
    const text = markupText(render([{ reports: [report(9), report(8)], total: 60 }]));
    expect(text).toContain('Showing 2 of 60 saved reports');
    expect(text).toContain('Load more');
  });

  it('says when no report is saved yet, and still offers to save one', () => {
    const markup = render([{ reports: [], total: 0 }]);
    expect(markupText(markup)).toContain('No saved reports yet.');
    expect(markup).toContain('data-testid="save-report"');
    expect(rows(markup).size).toBe(0);
  });
});
