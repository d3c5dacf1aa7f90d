import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { GenerateReportDto } from './dto/generate-report.dto.js';
import { defineReport } from './report-definition.js';
import { ReportInputError } from './report.errors.js';

// The periods themselves are tested where they live (@milestone/contracts/report-periods).
describe('a definition with a date range preset', () => {
  // 03:00 UTC on 1 December is the evening of 30 November in Chicago.
  const NOW = new Date('2026-12-01T03:00:00Z');

  it('computes its days from today in Chicago, whatever dates are sent beside it', () => {
    const sut = defineReport(
      { selectedFields: ['jobs.id'], dateField: 'jobs.completedOn', dateRange: { preset: 'this-month', startDate: '2020-01-01', endDate: '2020-01-31' } },
      NOW,
    );
    expect(sut.dateRange).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30', preset: 'this-month' });
    expect(defineReport({ selectedFields: ['jobs.id'], dateField: 'jobs.completedOn', dateRange: { preset: 'last-month' } }, NOW).dateRange).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      preset: 'last-month',
    });
  });

  it('refuses a preset it does not know with the names it takes, with or without a date field', () => {
    for (const request of [
      { selectedFields: ['jobs.id'], dateField: 'jobs.completedOn', dateRange: { preset: 'next-week' } },
      { selectedFields: ['jobs.id'], dateRange: { preset: 'next-week' } },
    ]) {
      expect(() => defineReport(request, NOW)).toThrow(ReportInputError);
      expect(() => defineReport(request, NOW)).toThrow("'next-week' is not a date range preset: use today, yesterday, this-week,");
    }
  });

  it("is refused by generate-report's DTO with the same sentence (a 400)", async () => {
    const dto = plainToInstance(GenerateReportDto, { selectedFields: ['jobs.id'], dateField: 'jobs.completedOn', dateRange: { preset: 'fortnight' } });
    const [error] = await validate(dto);
    const messages = Object.values(error?.children?.[0]?.constraints ?? {});
    expect(messages).toEqual([expect.stringContaining("'fortnight' is not a date range preset: use today, yesterday")]);
    const good = plainToInstance(GenerateReportDto, { selectedFields: ['jobs.id'], dateField: 'jobs.completedOn', dateRange: { preset: 'last-4-weeks' } });
    expect(await validate(good)).toEqual([]);
  });
});
