import { describe, expect, it } from '@jest/globals';
import { grainOf, planJoins, type PlanResult } from './join-planner.js';

const planOf = (result: PlanResult) => {
  if (!result.ok) throw new Error(result.error.message);
  return result.plan;
};

describe(planJoins.name, () => {
  it('makes invoices the grain of revenue by business unit, joined by the invoice’s own unit', () => {
    const sut = planOf(
      planJoins({
        dimensions: ['businessUnits'],
        measures: [{ entity: 'invoices', aggregation: 'sum', label: 'Invoice Subtotal' }],
        allowPreAggregation: true,
      }),
    );
    expect(sut.grain).toBe('invoices');
    expect(sut.joins.map((r) => r.key)).toEqual(['invoices.businessUnitId']);
    expect(sut.preAggregates).toEqual([]);
  });

  it('joins each entity once, from the grain to its one side, in an order that can be written', () => {
    const sut = planOf(planJoins({ dimensions: ['invoiceItems', 'campaigns', 'technicians', 'customers'], measures: [], allowPreAggregation: false }));
    expect(sut.grain).toBe('invoiceItems');
    expect(sut.joins.map((r) => r.key)).toEqual([
      'invoiceItems.invoiceId',
      'invoiceItems.technicianId',
      'invoices.jobId',
      'jobs.customerId',
      'jobs.campaignId',
    ]);
  });

  it('bridges customers and business units through their jobs', () => {
    expect(grainOf(new Set(['customers', 'businessUnits']))).toBe('jobs');
  });

  it('refuses appointments beside invoices, naming the relationship that is missing (Needs join key)', () => {
    const result = planJoins({ dimensions: ['invoices', 'appointments'], measures: [], allowPreAggregation: false });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.message).toBe(
      'Appointments and Invoices cannot be in one report: no join rule leads from one to the other, and both join Jobs (many-to-one), so their rows would multiply. Needs join key: Appointments ↔ Invoices.',
    );
    expect(result.error.missing).toEqual({ from: 'invoices', to: 'appointments' });
  });

  it('refuses to sum invoice subtotals by technician: each invoice would count once per invoice item', () => {
    const result = planJoins({
      dimensions: ['technicians'],
      measures: [{ entity: 'invoices', aggregation: 'sum', label: 'Invoice Subtotal' }],
      allowPreAggregation: true,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.message).toContain('Sum of Invoice Subtotal would count each invoice once per invoice item (Invoice Items → Invoices is many-to-one)');
  });

  it('counts, takes the minimum or the maximum of the one side without refusing (each is counted once)', () => {
    const sut = planOf(
      planJoins({ dimensions: ['technicians'], measures: [{ entity: 'invoices', aggregation: 'count', label: 'Invoice ID' }], allowPreAggregation: true }),
    );
    expect(sut.grain).toBe('invoiceItems');
  });

  it('aggregates appointments per job first, so that a sum of job totals beside a count of appointments counts each job once', () => {
    const sut = planOf(
      planJoins({
        dimensions: ['businessUnits'],
        measures: [
          { entity: 'jobs', aggregation: 'sum', label: 'Job Total' },
          { entity: 'appointments', aggregation: 'count', label: 'Appointment ID' },
        ],
        allowPreAggregation: true,
      }),
    );
    expect(sut.grain).toBe('jobs');
    expect(sut.preAggregates.map((p) => [p.entity, p.rule.key])).toEqual([['appointments', 'appointments.jobId']]);
    expect(sut.joins.map((r) => r.key)).toEqual(['jobs.businessUnitId']);
  });

  it('keeps customers the grain when they are filtered by their jobs’ unit: the filter is an EXISTS over jobs and business units', () => {
    const sut = planOf(planJoins({ dimensions: ['customers'], measures: [], allowPreAggregation: false, filterOnly: ['jobs', 'businessUnits'] }));
    expect(sut.grain).toBe('customers');
    expect(sut.joins).toEqual([]);
    expect(sut.semiJoin && { grain: sut.semiJoin.grain, joins: sut.semiJoin.joins.map((r) => r.key), correlation: sut.semiJoin.correlation.key }).toEqual({
      grain: 'jobs',
      joins: ['jobs.businessUnitId'],
      correlation: 'jobs.customerId',
    });
  });

  it('joins an entity only filtered on when the grain reaches it', () => {
    const sut = planOf(planJoins({ dimensions: ['invoices'], measures: [], allowPreAggregation: false, filterOnly: ['jobs'] }));
    expect(sut.joins.map((r) => r.key)).toEqual(['invoices.jobId']);
    expect(sut.semiJoin).toBeUndefined();
  });

  it('never aggregates first for a table (its rows are shown one by one)', () => {
    const result = planJoins({ dimensions: ['jobs', 'appointments'], measures: [], allowPreAggregation: false });
    expect(planOf(result).grain).toBe('appointments');
  });
});
