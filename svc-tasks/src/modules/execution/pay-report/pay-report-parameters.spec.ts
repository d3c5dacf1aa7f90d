import { csvFileName, lastWeekParameters, NO_PAY_PERIOD, outputFileName, readPayReportParameters } from './pay-report-parameters.js';

const WEEK = { start_date: '2026-11-16', end_date: '2026-11-22' };

describe(readPayReportParameters.name, () => {
  it('stores the page’s parameters as given, a plain name kept with .xlsx', () => {
    const sut = readPayReportParameters({ ...WEEK, output_file: 'Week 47', group_by: 'team', include_commission_analysis: true, use_weekly_periods: true });
    expect(sut).toEqual({ ...WEEK, output_file: 'Week 47.xlsx', group_by: 'team', include_commission_analysis: true, use_weekly_periods: true });
  });

  it('fills what the page may leave out: not grouped, no commission analysis, the default file name', () => {
    expect(readPayReportParameters({ ...WEEK, output_file: '  ', group_by: '' })).toEqual({
      ...WEEK,
      output_file: 'Technician Pay Report 2026-11-16 to 2026-11-22.xlsx',
      group_by: 'none',
      include_commission_analysis: false,
      use_weekly_periods: true,
    });
  });

  it.each([
    [{}, NO_PAY_PERIOD],
    [{ start_date: '', end_date: null }, NO_PAY_PERIOD],
    [{ start_date: '2026-11-17', end_date: '2026-11-23' }, 'A pay period runs Monday to Sunday: 2026-11-17 is a Tuesday.'],
    [
      { start_date: '2026-11-16', end_date: '2026-11-29' },
      'A pay period is one Monday-Sunday week: the week of 2026-11-16 ends on 2026-11-22, not 2026-11-29.',
    ],
    [{ start_date: '2026-11-16' }, 'The pay period needs a start and an end date written YYYY-MM-DD.'],
    [{ ...WEEK, group_by: 'region' }, 'group_by must be one of none, team, business_unit, not "region"'],
    [{ ...WEEK, include_commission_analysis: 'yes' }, 'include_commission_analysis must be true or false'],
    [{ ...WEEK, use_weekly_periods: false }, 'The pay report runs on weekly pay periods only: use_weekly_periods must be true'],
    [{ ...WEEK, format: 'pdf' }, 'The pay report takes no parameter format'],
  ])('refuses %j with a text that says what to fix', (parameters, message) => {
    expect(() => readPayReportParameters(parameters)).toThrow(message);
  });
});

describe(outputFileName.name, () => {
  it.each([
    ['Payroll week 47', 'Payroll week 47.xlsx'],
    ['payroll.xlsx', 'payroll.xlsx'],
    ['payroll.csv', 'payroll.xlsx'],
    ['  Payroll   (Nov)  ', 'Payroll (Nov).xlsx'],
    ['.hidden', 'hidden.xlsx'],
    ['Rapport de paie – été', null],
    ['Paie été 2026', 'Paie été 2026.xlsx'],
  ])('keeps %j as a plain name: %j', (typed, stored) => {
    if (stored === null) expect(() => outputFileName(typed, WEEK.start_date, WEEK.end_date)).toThrow('holds "–"');
    else expect(outputFileName(typed, WEEK.start_date, WEEK.end_date)).toBe(stored);
  });

  it.each(['reports/week.xlsx', '..\\week', '/etc/passwd', '..', '.'])('refuses the path %j', (typed) => {
    expect(() => outputFileName(typed, WEEK.start_date, WEEK.end_date)).toThrow('output_file must be a file name without a folder');
  });

  it.each([
    ['week<1>.xlsx', '"<"'],
    ['week:1', '":"'],
    ['pay\u0000roll', '"\\u0000"'],
    ['pay|roll', '"|"'],
  ])('refuses %j, naming the character', (typed, named) => {
    expect(() => outputFileName(typed, WEEK.start_date, WEEK.end_date)).toThrow(named);
  });

  it('refuses a name that is not text, or too long', () => {
    expect(() => outputFileName(42, WEEK.start_date, WEEK.end_date)).toThrow('output_file must be text');
    expect(() => outputFileName('x'.repeat(101), WEEK.start_date, WEEK.end_date)).toThrow('at most 100 characters');
  });

  it('names the CSV after the spreadsheet', () => {
    expect(csvFileName('Week 47.xlsx')).toBe('Week 47.csv');
  });
});

describe(lastWeekParameters.name, () => {
  it.each([
    // Monday 2026-11-23 08:00 in Chicago (CST): last week is 16-22 November.
    ['2026-11-23T14:00:00Z', '2026-11-16', '2026-11-22'],
    // Sunday 2026-11-22 23:30 in Chicago is still that week: last week is 9-15 November.
    ['2026-11-23T05:30:00Z', '2026-11-09', '2026-11-15'],
    // A summer Wednesday (CDT).
    ['2026-07-15T12:00:00Z', '2026-07-06', '2026-07-12'],
  ])('at %s makes the week %s to %s', (now, start, end) => {
    expect(lastWeekParameters(new Date(now))).toMatchObject({ start_date: start, end_date: end, group_by: 'none', include_commission_analysis: false });
  });
});
