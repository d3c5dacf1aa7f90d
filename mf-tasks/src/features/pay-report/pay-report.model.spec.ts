import { describe, expect, it } from '@jest/globals';
import {
  GROUP_BY_OPTIONS,
  MIN_BAR_PERCENT,
  PAY_REPORT_TEXTS,
  STATUS_POLL_MS,
  YOUNG_POLL_MS,
  barPercent,
  failureText,
  parameterRows,
  payPeriods,
  payReportParameters,
  periodOptionLabel,
  progressText,
  statusPollInterval,
} from './pay-report.model.js';

describe(payPeriods.name, () => {
  // Wednesday 26 November 2026, 10:00 in Chicago (CST).
  const wednesday = new Date('2026-11-26T16:00:00Z');

  it('offers the last 12 Monday-Sunday weeks, newest first, the first two named', () => {
    const sut = payPeriods(wednesday);
    expect(sut).toHaveLength(12);
    expect(sut[0]).toEqual({ start: '2026-11-23', end: '2026-11-29', label: 'Current Week', dates: 'Nov 23 – Nov 29, 2026' });
    expect(sut[1]).toMatchObject({ start: '2026-11-16', end: '2026-11-22', label: 'Last Week' });
    expect(sut[2]).toMatchObject({ start: '2026-11-09', end: '2026-11-15', label: 'Nov 9 – Nov 15, 2026' });
    expect(sut[11]).toMatchObject({ start: '2026-09-07', end: '2026-09-13' });
    for (const p of sut) expect(new Date(`${p.start}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('reads the day in Chicago: late Sunday evening there is still the week before Monday in UTC', () => {
    // 01:30 UTC on Monday 30 November is 19:30 on Sunday 29 November in Chicago.
    expect(payPeriods(new Date('2026-11-30T01:30:00Z'))[0]!.start).toBe('2026-11-23');
    expect(payPeriods(new Date('2026-11-30T06:30:00Z'))[0]!.start).toBe('2026-11-30');
  });

  it('writes both years of a week across the new year', () => {
    expect(payPeriods(new Date('2026-01-01T18:00:00Z'))[0]!.dates).toBe('Dec 29, 2025 – Jan 4, 2026');
  });

  it('keeps the dates beside the named weeks in the select', () => {
    const [current, , older] = payPeriods(wednesday);
    expect(periodOptionLabel(current!)).toBe('Current Week (Nov 23 – Nov 29, 2026)');
    expect(periodOptionLabel(older!)).toBe('Nov 9 – Nov 15, 2026');
  });
});

describe(payReportParameters.name, () => {
  const periods = payPeriods(new Date('2026-11-26T16:00:00Z'));

  it('is null without a pay period (the Missing Information toast)', () => {
    expect(payReportParameters({ periodStart: null, groupBy: 'none', includeCommissionAnalysis: false, outputFile: '' }, periods)).toBeNull();
    expect(PAY_REPORT_TEXTS.missing).toEqual({ title: 'Missing Information', description: 'Please select a pay period.' });
  });

  it("sends the spec's parameters for the chosen week, the file name trimmed", () => {
    const sut = payReportParameters({ periodStart: '2026-11-16', groupBy: 'team', includeCommissionAnalysis: true, outputFile: '  Week 47 ' }, periods);
    expect(sut).toEqual({
      start_date: '2026-11-16',
      end_date: '2026-11-22',
      output_file: 'Week 47',
      group_by: 'team',
      include_commission_analysis: true,
      use_weekly_periods: true,
    });
  });
});

describe('the group by values', () => {
  it('are none, team and business_unit, each with a readable label', () => {
    expect(GROUP_BY_OPTIONS.map((g) => g.value)).toEqual(['none', 'team', 'business_unit']);
    expect(GROUP_BY_OPTIONS.map((g) => g.label)).toEqual(['No grouping', 'Team', 'Business Unit']);
  });
});

describe(barPercent.name, () => {
  it('is never narrower than 5% while the run is live, full once it completed', () => {
    expect(barPercent({ status: 'pending', progress: 0 })).toBe(MIN_BAR_PERCENT);
    expect(barPercent({ status: 'running', progress: 2 })).toBe(MIN_BAR_PERCENT);
    expect(barPercent({ status: 'running', progress: 64.4 })).toBe(64);
    expect(barPercent({ status: 'completed', progress: 90 })).toBe(100);
    expect(barPercent({ status: 'failed', progress: 40 })).toBe(40);
  });
});

describe(progressText.name, () => {
  const running = (progress: number, progressMessage: string | null = null) => progressText({ status: 'running', progress, progressMessage });

  it('says what the run does in each of the spec’s bands, and never the seed’s minutes', () => {
    expect(running(0)).toBe('Reading timesheets and pay items…');
    expect(running(49)).toBe('Reading timesheets and pay items…');
    expect(running(50)).toBe('Totalling hours, pay and commissions per technician…');
    expect(running(70)).toBe('Writing the spreadsheet…');
    expect(running(90)).toBe('Almost done');
    for (const p of [0, 30, 55, 75, 95]) expect(running(p)).not.toMatch(/minute/i);
  });

  it("gives the run's own message first, and says a queued run waits", () => {
    expect(running(40, 'Computing 212 technicians')).toBe('Computing 212 technicians');
    expect(progressText({ status: 'pending', progress: 0, progressMessage: null })).toMatch(/^Queued/);
  });
});

describe(statusPollInterval.name, () => {
  const created = '2026-11-26T16:00:00.000Z';
  const at = (seconds: number) => Date.parse(created) + seconds * 1000;

  it('asks every 500 ms while the run is young, then every 3 s, and stops once it ended', () => {
    expect(statusPollInterval({ status: 'pending', createdAt: created }, at(0.2))).toBe(YOUNG_POLL_MS);
    expect(statusPollInterval({ status: 'running', createdAt: created }, at(9))).toBe(YOUNG_POLL_MS);
    expect(statusPollInterval({ status: 'running', createdAt: created }, at(11))).toBe(STATUS_POLL_MS);
    expect(statusPollInterval({ status: 'completed', createdAt: created }, at(1))).toBe(false);
    expect(statusPollInterval({ status: 'failed', createdAt: created }, at(1))).toBe(false);
    expect(statusPollInterval(undefined, at(1))).toBe(false);
  });
});

describe(failureText.name, () => {
  it("is the run's error, or the spec's fallback", () => {
    expect(failureText({ error: 'Not connected to ServiceTitan', log: null })).toBe('Not connected to ServiceTitan');
    expect(failureText({ error: null, log: { success: false, error: 'Boom', stderr: null, stdout: null, detailedError: null } })).toBe('Boom');
    expect(failureText({ error: '  ', log: null })).toBe('An error occurred while generating the report.');
  });
});

describe(parameterRows.name, () => {
  it('reads a run’s parameters as the status card lists them', () => {
    const sut = parameterRows({
      start_date: '2026-11-16',
      end_date: '2026-11-22',
      group_by: 'business_unit',
      include_commission_analysis: false,
      output_file: 'Week 47.xlsx',
      use_weekly_periods: true,
    });
    expect(sut).toEqual([
      { label: 'Pay Period', value: '2026-11-16 to 2026-11-22' },
      { label: 'Group By', value: 'Business Unit' },
      { label: 'Commission Analysis', value: 'Not included' },
      { label: 'Output File', value: 'Week 47.xlsx' },
    ]);
    expect(parameterRows(null)).toEqual([]);
  });
});
