/** @jest-environment jsdom */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IdentityUser } from '@milestone/platform-sdk';
import { preloadDeferredUi } from '@milestone/ui';
import { scheduleKeys } from '../hooks/useReportDeliveries.js';
import { NEW_DELIVERY, type DeliveryForm, type SchedulePreview } from '../report-delivery.model.js';
import { DeliveryFields } from './DeliveryFields.js';

// antd's Form and Select in jsdom are slow on a busy machine.
jest.setTimeout(60_000);

const ADA = { id: 2, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', username: 'ada' } as IdentityUser;
const GRACE = { id: 3, email: 'Grace@Example.com', firstName: 'Grace', lastName: 'Hopper', username: 'grace' } as IdentityUser;

const MONDAYS: SchedulePreview = {
  cronExpression: '0 7 * * 1',
  timezone: 'America/Chicago',
  description: 'At 07:00 AM, only on Monday',
  nextRuns: ['2026-11-30T13:00:00.000Z', '2026-12-07T13:00:00.000Z'],
};

/** The fields for `form`, with svc-tasks' preview of its expression when given (else it is still being read). */
function show(form: DeliveryForm, options: { preview?: SchedulePreview; problem?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } } });
  if (options.preview) client.setQueryData(scheduleKeys.preview(options.preview.cronExpression), options.preview);
  const onChange = jest.fn<(changes: Partial<DeliveryForm>) => void>();
  const { container } = render(
    <QueryClientProvider client={client}>
      <DeliveryFields form={form} users={[ADA, GRACE]} problem={options.problem ?? null} onChange={onChange} />
    </QueryClientProvider>,
  );
  return { container, onChange };
}

/** Opens the Select labelled `label` and picks the option `option`. */
async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const choice = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find((item) => item.textContent === option);
    if (!found) throw new Error(`no option '${option}' open`);
    return found;
  });
  await userEvent.click(choice);
}

const skipIfEmpty = () => screen.getByRole('checkbox', { name: 'Skip if empty' }) as HTMLInputElement;

describe(DeliveryFields.name, () => {
  beforeAll(() => preloadDeferredUi());

  it('opens on Every Monday at 7:00 AM, Excel, skipping an empty report, on, with the reading and next runs in Chicago time', async () => {
    const { container } = show(NEW_DELIVERY, { preview: MONDAYS });
    expect(await screen.findByText('At 07:00 AM, only on Monday')).toBeTruthy();
    expect(container.textContent).toContain('Every Monday at 7:00 AM');
    const runs = screen.getByRole('list', { name: 'Next runs (Chicago time)' });
    // 7:00 AM in Chicago (CST) on Nov 30, 2026.
    expect(runs.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-30T13:00:00.000Z');
    expect(runs.querySelector('time')?.textContent).toMatch(/Nov.*30.*2026.*7:00 AM/);
    expect(screen.getByText('Times are Chicago time (America/Chicago).')).toBeTruthy();
    expect(container.textContent).toContain('Excel (.xlsx)');
    expect(skipIfEmpty().checked).toBe(true);
    expect(screen.getByText('When the report has no rows at that time, no e-mail is sent.')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Enabled' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByTestId('delivery-cron')).toBeNull();
    expect(screen.queryByTestId('delivery-problem')).toBeNull();
  });

  it('asks for the expression when Custom (cron) is chosen', async () => {
    const { onChange } = show(NEW_DELIVERY, { preview: MONDAYS });
    await choose('When', 'Custom (cron)');
    expect(onChange).toHaveBeenLastCalledWith({ when: 'custom' });
  });

  it('shows the expression field under Custom (cron), and passes on what is typed in it', async () => {
    const { container, onChange } = show({ ...NEW_DELIVERY, when: 'custom', customCron: '' });
    expect(container.textContent).toContain('Custom (cron)');
    const cron = screen.getByRole('textbox', { name: 'Cron expression' });
    expect(screen.getByText(/^Five fields: minute hour day-of-month month day-of-week/)).toBeTruthy();
    await userEvent.type(cron, '0');
    expect(onChange).toHaveBeenLastCalledWith({ customCron: '0' });
  });

  it('chooses recipients among the company by name and address, and a format', async () => {
    const { onChange } = show(NEW_DELIVERY, { preview: MONDAYS });
    await choose('Recipients', 'Grace Hopper (Grace@Example.com)');
    expect(onChange).toHaveBeenLastCalledWith({ recipients: ['grace@example.com'] });
    await choose('Format', 'PDF');
    expect(onChange).toHaveBeenLastCalledWith({ format: 'pdf' });
  });

  it('passes on Skip if empty unticked and the delivery switched off', async () => {
    const { onChange } = show(NEW_DELIVERY, { preview: MONDAYS });
    await userEvent.click(skipIfEmpty());
    expect(onChange).toHaveBeenLastCalledWith({ skipIfEmpty: false });
    await userEvent.click(screen.getByRole('switch', { name: 'Enabled' }));
    expect(onChange).toHaveBeenLastCalledWith({ enabled: false });
  });

  it('shows the chosen recipients by name and address, and the refusal of the server in the form', () => {
    const { container } = show({ ...NEW_DELIVERY, recipients: ['ada@example.com'] }, { preview: MONDAYS, problem: 'Not a user of this company: x@y.example' });
    expect(container.querySelector('[data-testid="delivery-recipients"]')?.textContent).toContain('Ada Lovelace (ada@example.com)');
    expect(screen.getByTestId('delivery-problem').textContent).toContain('Not a user of this company: x@y.example');
  });
});
