import { readPayReportRequest } from './pay-report-request.js';

const week = { companyId: 7, startDate: '2026-10-26', endDate: '2026-11-01', groupBy: 'team', includeCommissionAnalysis: true };

describe(readPayReportRequest.name, () => {
  it('reads a Monday-Sunday week of a company, grouped as asked', () => {
    expect(readPayReportRequest({ ...week, extra: 'ignored' })).toEqual(week);
    expect(readPayReportRequest({ ...week, groupBy: 'none', includeCommissionAnalysis: false })).toMatchObject({
      groupBy: 'none',
      includeCommissionAnalysis: false,
    });
  });

  it('takes a week across the end of daylight saving time and one across a new year', () => {
    expect(readPayReportRequest({ ...week, startDate: '2026-10-26', endDate: '2026-11-01' })).toEqual(week);
    expect(readPayReportRequest({ ...week, startDate: '2026-12-28', endDate: '2027-01-03' })).toMatchObject({ startDate: '2026-12-28' });
  });

  it.each([
    [{ ...week, startDate: '2026-10-27', endDate: '2026-11-02' }, 'A pay period runs Monday to Sunday: 2026-10-27 is a Tuesday.'],
    [{ ...week, endDate: '2026-11-02' }, 'A pay period is one Monday-Sunday week: the week of 2026-10-26 ends on 2026-11-01, not 2026-11-02.'],
    [{ ...week, endDate: '2026-10-25' }, 'A pay period is one Monday-Sunday week: the week of 2026-10-26 ends on 2026-11-01, not 2026-10-25.'],
    [{ ...week, startDate: '2026-02-30' }, 'The pay period needs a start and an end date written YYYY-MM-DD.'],
    [{ ...week, startDate: '26.10.2026' }, 'The pay period needs a start and an end date written YYYY-MM-DD.'],
    [{ ...week, endDate: undefined }, 'The pay period needs a start and an end date written YYYY-MM-DD.'],
  ])('refuses a period that is not one Monday-Sunday week (%j)', (request, message) => {
    expect(readPayReportRequest(request)).toBe(message);
  });

  it.each([
    [undefined, 'A pay report request is a JSON object'],
    [[week], 'A pay report request is a JSON object'],
    [{ ...week, companyId: 0 }, 'A pay report request needs the companyId (a positive whole number)'],
    [{ ...week, companyId: '7' }, 'A pay report request needs the companyId (a positive whole number)'],
    [{ ...week, groupBy: 'technician' }, 'Group the report by one of none, team, business_unit'],
    [{ ...week, groupBy: undefined }, 'Group the report by one of none, team, business_unit'],
    [{ ...week, includeCommissionAnalysis: 'yes' }, 'includeCommissionAnalysis is true or false'],
  ])('refuses a request it cannot read, saying what is wrong (%j)', (request, message) => {
    expect(readPayReportRequest(request)).toBe(message);
  });
});
