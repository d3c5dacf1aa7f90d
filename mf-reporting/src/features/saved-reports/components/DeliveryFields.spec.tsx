import { beforeAll, describe, expect, it } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import type { IdentityUser } from '@milestone/platform-sdk';
import { preloadDeferredUi } from '@milestone/ui';
import { markupText } from '../../../entities/report-catalog/report-catalog.fixture.js';
import { scheduleKeys } from '../hooks/useReportDeliveries.js';
import { NEW_DELIVERY, type DeliveryForm, type SchedulePreview } from '../report-delivery.model.js';
import { DeliveryFields } from './DeliveryFields.js';

const ADA = { id: 2, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', username: 'ada' } as IdentityUser;

const MONDAYS: SchedulePreview = {
  cronExpression: '0 7 * * 1',
  timezone: 'America/Chicago',
  description: 'At 07:00 AM, only on Monday',
  nextRuns: ['2026-11-30T13:00:00.000Z', '2026-12-07T13:00:00.000Z'],
};

/** The fields for `form`, with svc-tasks' preview of its expression when given (else it is still being read). */
function render(form: DeliveryForm, options: { preview?: SchedulePreview; problem?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  if (options.preview) client.setQueryData(scheduleKeys.preview(options.preview.cronExpression), options.preview);
  return renderToString(
    <QueryClientProvider client={client}>
      <DeliveryFields form={form} users={[ADA]} problem={options.problem ?? null} onChange={() => undefined} />
    </QueryClientProvider>,
  );
}

describe(DeliveryFields.name, () => {
  beforeAll(async () => {
    await preloadDeferredUi();
  });

  it('opens on Every Monday at 7:00 AM, Excel, skipping an empty report, on, with the reading and next runs in Chicago time', () => {
    const markup = render(NEW_DELIVERY, { preview: MONDAYS });
    const text = markupText(markup);
    expect(text).toContain('Every Monday at 7:00 AM');
    expect(text).toContain('At 07:00 AM, only on Monday');
    expect(text).toContain('Next runs (Chicago time)');
    // 7:00 AM in Chicago (CST) on Nov 30, 2026.
    expect(text).toMatch(/Nov.*30.*2026.*7:00 AM/);
    expect(text).toContain('Times are Chicago time (America/Chicago).');
    expect(text).toContain('Excel (.xlsx)');
    expect(text).toContain('Skip if empty');
    expect(text).toContain('When the report has no rows at that time, no e-mail is sent.');
    expect(markup).toMatch(/data-testid="delivery-skip-if-empty"[^>]*checked|checked[^>]*data-testid="delivery-skip-if-empty"|ant-checkbox-checked/);
    expect(markup).not.toContain('data-testid="delivery-cron"');
  });

  it('asks for the expression when Custom (cron) is chosen', () => {
    const markup = render({ ...NEW_DELIVERY, when: 'custom', customCron: '' });
    expect(markupText(markup)).toContain('Custom (cron)');
    expect(markup).toContain('data-testid="delivery-cron"');
    expect(markupText(markup)).toContain('Five fields: minute hour day-of-month month day-of-week');
  });

  it('shows the chosen recipients by name and address, and the refusal of the server in the form', () => {
    const text = markupText(
      render({ ...NEW_DELIVERY, recipients: ['ada@example.com'] }, { preview: MONDAYS, problem: 'Not a user of this company: x@y.example' }),
    );
    expect(text).toContain('Ada Lovelace (ada@example.com)');
    expect(text).toContain('Not a user of this company: x@y.example');
  });
});
