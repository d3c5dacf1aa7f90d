import { MAX_RECIPIENTS, normaliseRecipients, readDelivery, reportRunnerOf } from './report-delivery-parameters.js';

describe(reportRunnerOf.name, () => {
  it('makes a run whose parameters carry a delivery a saved report’s e-mail', () => {
    expect(reportRunnerOf({ delivery: { savedReportId: 3, format: 'csv', recipients: ['a@b.example'], skipIfEmpty: false } })).toBe('delivery');
  });

  it.each([
    ['the pay page’s parameters', { start_date: '2026-11-16', end_date: '2026-11-22' }],
    ['no parameters', {}],
    ['stored null', null],
    ['a null delivery', { delivery: null }],
  ])('keeps %s on the technician pay report', (_label, parameters) => {
    expect(reportRunnerOf(parameters)).toBe('pay-report');
  });
});

describe(normaliseRecipients.name, () => {
  it('trims, lower-cases and drops repeated addresses, keeping the first order', () => {
    expect(normaliseRecipients(['  Ada@Acme.Example ', 'bob@acme.example', 'ADA@acme.example'])).toEqual(['ada@acme.example', 'bob@acme.example']);
  });

  it('names an address that is not one', () => {
    expect(() => normaliseRecipients(['ada@acme.example', 'not an address'])).toThrow('Not a valid e-mail address: "not an address"');
  });

  it('refuses no recipient and more than the mail takes', () => {
    expect(() => normaliseRecipients([])).toThrow('A delivery needs at least one recipient');
    expect(() => normaliseRecipients(['  '])).toThrow('Not a valid e-mail address: ""');
    const many = Array.from({ length: MAX_RECIPIENTS + 1 }, (_, i) => `u${i}@acme.example`);
    expect(() => normaliseRecipients(many)).toThrow(`A delivery goes to at most ${MAX_RECIPIENTS} recipients`);
  });

  it('counts the limit after duplicates are dropped', () => {
    const twice = Array.from({ length: MAX_RECIPIENTS }, (_, i) => `u${i}@acme.example`);
    expect(normaliseRecipients([...twice, ...twice.map((e) => e.toUpperCase())])).toHaveLength(MAX_RECIPIENTS);
  });
});

describe(readDelivery.name, () => {
  it('answers the delivery as stored, not skipping an empty report unless asked', () => {
    expect(readDelivery({ savedReportId: 7, format: 'xlsx', recipients: ['Ops@Acme.Example'] })).toEqual({
      savedReportId: 7,
      format: 'xlsx',
      recipients: ['ops@acme.example'],
      skipIfEmpty: false,
    });
  });

  it.each([
    [{ savedReportId: 0, format: 'csv', recipients: ['a@b.example'] }, 'delivery.savedReportId must be the id of a saved report'],
    [{ savedReportId: 1, format: 'docx', recipients: ['a@b.example'] }, 'delivery.format must be one of csv, xlsx, pdf'],
    [{ savedReportId: 1, format: 'csv', recipients: 'a@b.example' }, 'delivery.recipients must be a list of e-mail addresses'],
    [{ savedReportId: 1, format: 'csv', recipients: ['a@b.example'], skipIfEmpty: 'yes' }, 'delivery.skipIfEmpty must be true or false'],
    [{ savedReportId: 1, format: 'csv', recipients: ['a@b.example'], cc: [] }, 'delivery takes no property cc'],
    ['xlsx', 'delivery must be an object'],
  ])('refuses %j with a text saying what to fix', (raw, text) => {
    expect(() => readDelivery(raw)).toThrow(text);
  });
});
