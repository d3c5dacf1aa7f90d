/** @jest-environment jsdom */
import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderDom, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as sdk from '@milestone/platform-sdk';
import { ToastProvider } from '@milestone/platform-sdk/testing';
import { preloadDeferredUi } from '@milestone/ui';
import type { Schedule } from '../report-delivery.model.js';
import type { SavedReportPage } from '../saved-reports.model.js';
import { FIXTURE_TASK_ID as TASK_ID, aDefinition as definition, aDelivery as delivery, aSavedReport as report } from '../saved-reports.fixture.js';

// antd's Table, Modal and Popconfirm in jsdom are slow on a busy machine.
jest.setTimeout(60_000);

/** What a call of the typed clients answers: openapi-fetch's result over a response of `status`. */
const answer = (data: unknown, status = 200, headers: Record<string, string> = {}) =>
  Promise.resolve({
    data,
    response: { ok: status < 400, status, statusText: '', headers: { get: (name: string) => headers[name] ?? null } } as unknown as Response,
  });
// The panel asks svc-reporting (and svc-tasks, svc-identity for an e-mail) through the SDK's clients: answered here, no gateway in jsdom.
type Call = (path: string, init?: { params?: { path?: { id?: number } }; body?: unknown }) => ReturnType<typeof answer>;
const reporting = { GET: jest.fn<Call>(), POST: jest.fn<Call>(), PUT: jest.fn<Call>(), DELETE: jest.fn<Call>() };
/** svc-tasks and svc-identity: the task has no schedules and the company no other users; anything else is not found. */
const othersGet = (path: string) =>
  path === '/api/tasks/{taskId}/schedules' ? answer([]) : path === '/api/users' ? answer({ users: [] }, 200, { 'x-total-count': '0' }) : answer(null, 404);
const others = { GET: jest.fn<Call>(othersGet), POST: jest.fn<Call>(), PUT: jest.fn<Call>(), DELETE: jest.fn<Call>() };
jest.unstable_mockModule('@milestone/platform-sdk', () => ({ ...sdk, reportingClient: reporting, tasksClient: others, identityClient: others }));
// The hooks (and the query keys beside them) are loaded after the double, so they read it.
const { default: SavedReportsPanel } = await import('./SavedReportsPanel.js');
const { taskQueryKey } = await import('../../../entities/task/hooks/useTask.js');
const { savedReportsQueryKey } = await import('../hooks/useSavedReports.js');
const { scheduleKeys } = await import('../hooks/useReportDeliveries.js');

/** The panel over these pages; with the caller's level on the task and its schedules when given (else they are still loading). */
function render(pages: SavedReportPage[], task: { permissionLevel?: 'viewer' | 'admin' | 'owner'; schedules?: Schedule[] } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } } });
  client.setQueryData(savedReportsQueryKey(TASK_ID), { pages, pageParams: pages.map((_, i) => i * 50) });
  if (task.permissionLevel) client.setQueryData(taskQueryKey(TASK_ID), { id: TASK_ID, permissionLevel: task.permissionLevel });
  if (task.schedules) client.setQueryData(scheduleKeys.ofTask(TASK_ID), task.schedules);
  // A refresh after a change reads the list as it now stands.
  reporting.GET.mockImplementation(() =>
    answer(
      pages.flatMap((page) => page.reports),
      200,
      { 'x-total-count': String(pages.at(-1)?.total ?? 0) },
    ),
  );
  const onOpen = jest.fn();
  const { container, unmount } = renderDom(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SavedReportsPanel taskId={TASK_ID} definition={definition} onOpen={onOpen} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { container, onOpen, unmount };
}

/** Each row, by its report id. */
function rows(): Map<string, HTMLElement> {
  return new Map(screen.queryAllByTestId('saved-report-row').map((row) => [row.getAttribute('data-report-id')!, row]));
}
const row = (id: number) => rows().get(String(id))!;
/** The test ids of the buttons `prefix` names in an element, in order. */
const testIds = (element: HTMLElement, prefix: string) =>
  Array.from(element.querySelectorAll(`[data-testid^="${prefix}"]`), (found) => found.getAttribute('data-testid')!.slice(prefix.length));
const ACTIONS = 'saved-report-';
const actions = (element: HTMLElement) => testIds(element, ACTIONS).filter((action) => ['open', 'rename', 'duplicate', 'delete'].includes(action));
/** What the confirmation popup asks, and its OK button. */
async function confirmation() {
  const popup = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-popconfirm:not(.ant-popover-hidden)');
    if (!found) throw new Error('no confirmation open');
    return found;
  });
  return { popup, ok: within(popup).getByRole('button', { name: 'Delete' }), cancel: within(popup).getByRole('button', { name: 'Cancel' }) };
}

describe(SavedReportsPanel.name, () => {
  beforeAll(() => preloadDeferredUi());
  beforeEach(() => {
    for (const call of [reporting.POST, reporting.PUT, reporting.DELETE]) call.mockReset();
  });

  it("shows 'Save report' and a row per saved report with its name, description, owner and last change", () => {
    const { container } = render([
      {
        reports: [
          report(3, { name: 'Revenue by unit', description: 'October, by month', ownerEmail: 'ada@example.com', updatedAt: '2026-11-24T15:00:00.000Z' }),
          report(2),
        ],
        total: 2,
      },
    ]);
    expect(screen.getByRole('button', { name: 'Save report' })).toBeTruthy();
    expect([...rows().keys()]).toEqual(['3', '2']);
    const first = row(3).textContent!;
    expect(first).toContain('Revenue by unit');
    expect(first).toContain('October, by month');
    expect(first).toContain('ada@example.com');
    // 9:00 AM in Chicago (CST) on Nov 24, 2026.
    expect(first).toMatch(/Nov.*24.*2026.*9:00/);
    expect(container.textContent).toContain('Showing 2 of 2 saved reports');
  });

  it('gives who may change a report Open, Rename, Duplicate and Delete, and the other members Open and Duplicate', () => {
    render([{ reports: [report(5, { canEdit: true }), report(4, { canEdit: false })], total: 2 }]);
    expect(actions(row(5))).toEqual(['open', 'rename', 'duplicate', 'delete']);
    expect(actions(row(4))).toEqual(['open', 'duplicate']);
    expect(within(row(4)).queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(within(row(4)).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('renames a report of its owner with the name typed in Rename Report', async () => {
    const mine = report(5, { canEdit: true, name: 'Revenue', description: 'By unit' });
    render([{ reports: [mine], total: 1 }]);
    reporting.PUT.mockImplementation(() => answer({ ...mine, name: 'Revenue by unit' }));
    await userEvent.click(within(row(5)).getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Rename Report');
    const name = within(dialog).getByRole('textbox', { name: 'Name*' }) as HTMLInputElement;
    expect(name.value).toBe('Revenue');
    await userEvent.type(name, ' by unit');
    await userEvent.click(within(dialog).getByTestId('save-report-submit'));
    expect(await screen.findByText('Report Renamed')).toBeTruthy();
    expect(reporting.PUT).toHaveBeenCalledWith(
      '/api/reports/{id}',
      expect.objectContaining({ params: { path: { id: 5 } }, body: { name: 'Revenue by unit', description: 'By unit' } }),
    );
    expect(screen.getByText('The report is now "Revenue by unit".')).toBeTruthy();
  });

  it('duplicates a report for a member who may not change it', async () => {
    render([{ reports: [report(4, { canEdit: false })], total: 1 }]);
    reporting.POST.mockImplementation(() => answer(report(6, { name: 'Report 4 (copy)', canEdit: true })));
    await userEvent.click(within(row(4)).getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Report Duplicated')).toBeTruthy();
    expect(reporting.POST).toHaveBeenCalledWith('/api/reports/{id}/duplicate', { params: { path: { id: 4 } } });
    expect(screen.getByText('"Report 4 (copy)" is yours to change.')).toBeTruthy();
  });

  it('deletes a report of its owner only once the confirmation is accepted', async () => {
    render([{ reports: [report(5, { canEdit: true })], total: 1 }]);
    reporting.DELETE.mockImplementation(() => answer(undefined, 204));
    await userEvent.click(within(row(5)).getByRole('button', { name: 'Delete' }));
    const asked = await confirmation();
    expect(asked.popup.textContent).toContain('Delete this report?');
    expect(asked.popup.textContent).toContain('"Report 5" will be removed for everyone in your company.');
    await userEvent.click(asked.cancel);
    expect(reporting.DELETE).not.toHaveBeenCalled();

    await userEvent.click(within(row(5)).getByRole('button', { name: 'Delete' }));
    await userEvent.click((await confirmation()).ok);
    expect(await screen.findByText('Report Deleted')).toBeTruthy();
    expect(reporting.DELETE).toHaveBeenCalledWith('/api/reports/{id}', { params: { path: { id: 5 } } });
  });

  it('says so in a toast when a duplicate is refused', async () => {
    render([{ reports: [report(4)], total: 1 }]);
    reporting.POST.mockImplementation(() => answer({ message: 'You have too many reports' }, 422));
    await userEvent.click(within(row(4)).getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Duplicate Failed')).toBeTruthy();
  });

  it("offers 'E-mail on a schedule' on every report to a task admin or owner, and not to a viewer of the task", () => {
    const reports = [{ reports: [report(5, { canEdit: true }), report(4, { canEdit: false })], total: 2 }];
    const emailed = () => [...rows().values()].map((shown) => within(shown).queryByRole('button', { name: 'E-mail on a schedule' }) !== null);
    for (const [permissionLevel, expected] of [
      ['admin', [true, true]],
      ['owner', [true, true]],
      ['viewer', [false, false]],
    ] as const) {
      const { unmount } = render(reports, { permissionLevel, schedules: [] });
      expect(emailed()).toEqual(expected);
      unmount();
    }
  });

  it("opens 'E-mail this report' when a task owner presses 'E-mail on a schedule'", async () => {
    render([{ reports: [report(4, { canEdit: false })], total: 1 }], { permissionLevel: 'owner', schedules: [] });
    await userEvent.click(within(row(4)).getByRole('button', { name: 'E-mail on a schedule' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('E-mail this report');
    expect(dialog.textContent).toContain('Report 4');
  });

  it("lists each report's own deliveries in a line, with Edit, Send now and Delete for a task admin", () => {
    const schedules = [delivery(21, 5), delivery(22, 5, { cronExpression: '0 7 1 * *', enabled: false }), { ...delivery(23, 4), delivery: null }];
    render([{ reports: [report(5), report(4)], total: 2 }], { permissionLevel: 'admin', schedules });
    const five = row(5).textContent!;
    expect(five).toContain('E-mailed Every Monday at 7:00 AM to 2 people · XLSX');
    expect(five).toContain('E-mailed First day of the month at 7:00 AM to 2 people · XLSX');
    expect(five).toContain('Off');
    expect(testIds(row(5), 'delivery-')).toEqual(['edit', 'send-now', 'delete', 'edit', 'send-now', 'delete']);
    // A schedule that runs the task, not a report, is no delivery of any report.
    expect(within(row(4)).queryByTestId('report-delivery')).toBeNull();
  });

  it('shows a viewer of the task the deliveries, without a way to change or send them', () => {
    render([{ reports: [report(5)], total: 1 }], { permissionLevel: 'viewer', schedules: [delivery(21, 5)] });
    expect(row(5).textContent).toContain('E-mailed Every Monday at 7:00 AM to 2 people · XLSX');
    expect(testIds(row(5), 'delivery-')).toEqual([]);
  });

  it("offers 'Load more' while the company has more reports than are loaded", () => {
    const { container } = render([{ reports: [report(9), report(8)], total: 60 }]);
    expect(container.textContent).toContain('Showing 2 of 60 saved reports');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('says when no report is saved yet, and still offers to save one', () => {
    const { container } = render([{ reports: [], total: 0 }]);
    expect(container.textContent).toContain('No saved reports yet.');
    expect(screen.getByRole('button', { name: 'Save report' })).toBeTruthy();
    expect(rows().size).toBe(0);
  });
});
