import { describe, expect, it } from '@jest/globals';
import { aDelivery } from './saved-reports.fixture.js';
import { NEW_DELIVERY, cronOf, deliveriesOf, deliveryBody, deliveryLine, formOfSchedule, type DeliveryForm } from './report-delivery.model.js';

const form = (changes: Partial<DeliveryForm>): DeliveryForm => ({ ...NEW_DELIVERY, recipients: ['ada@example.com'], ...changes });

describe('report delivery', () => {
  it('starts a new delivery every Monday at 7:00 AM as an Excel file, skipping an empty report, switched on', () => {
    expect(NEW_DELIVERY).toEqual({ when: 'monday', customCron: '', recipients: [], format: 'xlsx', skipIfEmpty: true, enabled: true });
    expect(cronOf(NEW_DELIVERY)).toBe('0 7 * * 1');
  });

  it('reads each When choice as its expression, and a custom one as typed, single-spaced', () => {
    expect(cronOf(form({ when: 'weekdays' }))).toBe('0 7 * * 1-5');
    expect(cronOf(form({ when: 'monthly' }))).toBe('0 7 1 * *');
    expect(cronOf(form({ when: 'custom', customCron: '  30  6 * *   2 ' }))).toBe('30 6 * * 2');
  });

  it('sends the expression, the switch and the delivery of the saved report, recipients trimmed, lower-cased and once each', () => {
    const checked = deliveryBody(
      form({ recipients: [' Ada@Example.com', 'ada@example.com', 'bo@example.com'], format: 'pdf', skipIfEmpty: false, enabled: false }),
      12,
    );
    expect(checked).toEqual({
      ok: true,
      body: {
        cronExpression: '0 7 * * 1',
        enabled: false,
        delivery: { savedReportId: 12, format: 'pdf', recipients: ['ada@example.com', 'bo@example.com'], skipIfEmpty: false },
      },
    });
  });

  it('says what is missing: a custom expression, a recipient, a valid address, or more than 20 people', () => {
    expect(deliveryBody(form({ when: 'custom', customCron: ' ' }), 1)).toEqual({
      ok: false,
      message: 'Enter a cron expression, or choose when the report is sent.',
    });
    expect(deliveryBody(form({ recipients: [] }), 1)).toEqual({ ok: false, message: 'Choose at least one person to e-mail the report to.' });
    expect(deliveryBody(form({ recipients: ['ada'] }), 1)).toEqual({ ok: false, message: 'Not an e-mail address: ada' });
    const many = Array.from({ length: 21 }, (_, i) => `p${i}@example.com`);
    expect(deliveryBody(form({ recipients: many }), 1)).toEqual({ ok: false, message: 'A report can be e-mailed to at most 20 people.' });
  });

  it('opens a saved delivery with its choice, or as a custom expression when it is none of them', () => {
    expect(formOfSchedule(aDelivery(1, 3))).toEqual({
      when: 'monday',
      customCron: '',
      recipients: ['olivia@example.com', 'ada@example.com'],
      format: 'xlsx',
      skipIfEmpty: true,
      enabled: true,
    });
    expect(formOfSchedule(aDelivery(1, 3, { cronExpression: '15 8 * * 5', enabled: false }))).toMatchObject({
      when: 'custom',
      customCron: '15 8 * * 5',
      enabled: false,
    });
  });

  it("lists a report's own deliveries only, not the task's other schedules", () => {
    const plain = { ...aDelivery(9, 3), delivery: null };
    expect(deliveriesOf([aDelivery(1, 3), aDelivery(2, 4), plain], 3).map((s) => s.id)).toEqual([1]);
    expect(deliveriesOf(undefined, 3)).toEqual([]);
  });

  it('says a delivery in a line: when, to how many people, as which file', () => {
    expect(deliveryLine(aDelivery(1, 3))).toBe('E-mailed Every Monday at 7:00 AM to 2 people · XLSX');
    const custom = aDelivery(1, 3, { cronExpression: '15 8 * * 5', description: 'At 08:15 AM, only on Friday' });
    expect(deliveryLine({ ...custom, delivery: { ...custom.delivery, recipients: ['ada@example.com'], format: 'csv' } })).toBe(
      'E-mailed at 08:15 AM, only on Friday to 1 person · CSV',
    );
  });
});
