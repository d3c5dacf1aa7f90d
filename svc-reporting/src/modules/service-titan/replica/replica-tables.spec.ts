import { ST_ENTITY_KEYS, type StRecordOf } from '@milestone/servicetitan-contract';
import { REPLICA_ENTITIES, REPLICA_TABLES, fullAddressOf, squareFootageOf } from './replica-tables.js';
import { StSyncRunEntity } from '../sync/st-sync-run.entity.js';

const companyId = 7;
const syncedAt = new Date('2026-11-02T10:00:00Z');

describe('the replica tables', () => {
  it('have a table for every entity the sync reads, and the data source lists them with the sync runs', () => {
    expect(Object.keys(REPLICA_TABLES).sort()).toEqual([...ST_ENTITY_KEYS].sort());
    expect(REPLICA_ENTITIES).toHaveLength(ST_ENTITY_KEYS.length + 1);
    expect(REPLICA_ENTITIES).toContain(StSyncRunEntity);
  });

  it('map an invoice: money strings become numbers, nested {id, name} become ids, dates become instants, the record stays whole', () => {
    const invoice = {
      id: 9001,
      active: true,
      referenceNumber: 'INV-9001',
      invoiceDate: '2026-10-12T00:00:00Z',
      dueDate: '2026-11-11T00:00:00Z',
      subTotal: '1234.50',
      salesTax: '98.76',
      total: '1333.26',
      balance: '0.00',
      customer: { id: 11, name: 'Ada Lovelace' },
      location: { id: 12, name: 'Home' },
      businessUnit: { id: 3, name: 'HVAC' },
      job: { id: 501, number: '501', type: 'Repair' },
      paidOn: '2026-10-20T15:30:00Z',
      createdOn: '2026-10-12T09:00:00Z',
      modifiedOn: '2026-10-20T15:30:00Z',
      sentStatus: 'Sent',
      reviewStatus: 'NeedsReview',
      invoiceConfiguration: 'JobInvoice',
      items: [{ id: 1, total: '1234.50' }],
    } as unknown as StRecordOf['invoices'];
    expect(REPLICA_TABLES.invoices.toRow(invoice, companyId, syncedAt)).toEqual({
      companyId,
      id: 9001,
      active: true,
      createdOn: new Date('2026-10-12T09:00:00Z'),
      modifiedOn: new Date('2026-10-20T15:30:00Z'),
      raw: invoice,
      syncedAt,
      referenceNumber: 'INV-9001',
      invoiceDate: new Date('2026-10-12T00:00:00Z'),
      dueDate: new Date('2026-11-11T00:00:00Z'),
      subTotal: 1234.5,
      salesTax: 98.76,
      total: 1333.26,
      balance: 0,
      customerId: 11,
      locationId: 12,
      businessUnitId: 3,
      jobId: 501,
      jobNumber: '501',
      paidOn: new Date('2026-10-20T15:30:00Z'),
    });
  });

  it('map an invoice without modifiedOn as modified when it was created, and missing links as null', () => {
    const invoice = {
      id: 1,
      active: false,
      createdOn: '2026-01-02T03:04:05Z',
      modifiedOn: null,
      sentStatus: 'NotSent',
      reviewStatus: 'NeedsReview',
      invoiceConfiguration: 'JobInvoice',
    } as unknown as StRecordOf['invoices'];
    const row = REPLICA_TABLES.invoices.toRow(invoice, companyId, syncedAt);
    expect(row.modifiedOn).toEqual(new Date('2026-01-02T03:04:05Z'));
    expect(row).toMatchObject({ active: false, customerId: null, jobId: null, total: null, invoiceDate: null });
  });

  it('map a location with its full address and the Square Footage custom field', () => {
    const location = {
      id: 44,
      customerId: 11,
      active: true,
      name: 'Home',
      address: { street: '12 Elm St', unit: null, city: 'Springfield', state: 'IL', zip: '62704', country: 'USA' },
      customFields: [
        { typeId: 1, name: 'Gate code', value: '1234' },
        { typeId: 2, name: 'Square Footage', value: '1850' },
      ],
      createdOn: '2025-01-01T00:00:00Z',
      createdById: 1,
      modifiedOn: '2025-06-01T00:00:00Z',
      taxExempt: false,
      tagTypeIds: [],
      externalData: [],
    } as unknown as StRecordOf['locations'];
    expect(REPLICA_TABLES.locations.toRow(location, companyId, syncedAt)).toMatchObject({
      customerId: 11,
      name: 'Home',
      street: '12 Elm St',
      city: 'Springfield',
      state: 'IL',
      zip: '62704',
      fullAddress: '12 Elm St, Springfield, IL 62704',
      squareFootage: 1850,
    });
  });

  it('read square footage as a whole number, or null when the field is absent or not a number', () => {
    expect(squareFootageOf([{ name: 'Square Footage', value: '2,400' }])).toBe(2400);
    expect(squareFootageOf([{ name: 'Square Footage', value: '1800.5' }])).toBe(1800);
    expect(squareFootageOf([{ name: 'Square Footage', value: 'large' }])).toBeNull();
    expect(squareFootageOf([{ name: 'Gate code', value: '1234' }])).toBeNull();
    expect(squareFootageOf([])).toBeNull();
    expect(fullAddressOf({ street: '1 Main St', city: 'Austin', state: 'TX', zip: null })).toBe('1 Main St, Austin, TX');
    expect(fullAddressOf(null)).toBeNull();
  });

  it('map a payment to the first invoice it pays and its customer id', () => {
    const payment = {
      id: 77,
      active: true,
      date: '2026-10-21T00:00:00Z',
      type: 'Credit Card',
      total: '500.10',
      customer: { id: 11, name: 'Ada Lovelace' },
      appliedTo: [{ appliedId: 1, appliedTo: 9001, appliedAmount: '500.10' }],
      createdOn: '2026-10-21T00:00:00Z',
      modifiedOn: '2026-10-21T00:00:00Z',
    } as unknown as StRecordOf['payments'];
    expect(REPLICA_TABLES.payments.toRow(payment, companyId, syncedAt)).toMatchObject({
      date: new Date('2026-10-21T00:00:00Z'),
      type: 'Credit Card',
      total: 500.1,
      customerId: 11,
      firstInvoiceId: 9001,
    });
  });

  it('map an estimate status by its name, a campaign category by its name, a business unit trade by its name', () => {
    const estimate = {
      id: 5,
      active: true,
      status: { value: 1, name: 'Sold' },
      soldOn: '2026-09-01T00:00:00Z',
      soldBy: 31,
      subtotal: 4200,
      createdOn: '2026-08-01T00:00:00Z',
      modifiedOn: '2026-09-01T00:00:00Z',
    } as unknown as StRecordOf['estimates'];
    expect(REPLICA_TABLES.estimates.toRow(estimate, companyId, syncedAt)).toMatchObject({
      status: 'Sold',
      soldBy: 31,
      subtotal: 4200,
      soldOn: new Date('2026-09-01T00:00:00Z'),
    });
    const campaign = {
      id: 6,
      active: true,
      name: 'Radio',
      category: { id: 2, name: 'Advertising', active: true },
      source: 'KXYZ',
      createdOn: '2026-01-01T00:00:00Z',
      modifiedOn: '2026-01-01T00:00:00Z',
    } as unknown as StRecordOf['campaigns'];
    expect(REPLICA_TABLES.campaigns.toRow(campaign, companyId, syncedAt)).toMatchObject({ name: 'Radio', category: 'Advertising', source: 'KXYZ' });
    const unit = {
      id: 3,
      active: true,
      name: 'HVAC',
      officialName: 'HVAC Services',
      trade: { id: 1, name: 'Heating' },
      createdOn: '2026-01-01T00:00:00Z',
      modifiedOn: '2026-01-01T00:00:00Z',
    } as unknown as StRecordOf['businessUnits'];
    expect(REPLICA_TABLES.businessUnits.toRow(unit, companyId, syncedAt)).toMatchObject({ name: 'HVAC', officialName: 'HVAC Services', tradeName: 'Heating' });
  });

  it('map a gross pay item and a technician with their pay figures as numbers', () => {
    const item = {
      id: 900,
      employeeId: 31,
      employeeType: 'Technician',
      payrollId: 12,
      date: '2026-10-05T00:00:00Z',
      grossPayItemType: 'TimesheetTime',
      amount: 312.5,
      paidDurationHours: 12.5,
      paidTimeType: 'Regular',
      jobId: 501,
      invoiceId: null,
      activity: 'Working',
      createdOn: '2026-10-05T00:00:00Z',
      modifiedOn: '2026-10-06T00:00:00Z',
      active: true,
    } as unknown as StRecordOf['grossPayItems'];
    expect(REPLICA_TABLES.grossPayItems.toRow(item, companyId, syncedAt)).toMatchObject({
      employeeId: 31,
      employeeType: 'Technician',
      payrollId: 12,
      date: new Date('2026-10-05T00:00:00Z'),
      grossPayItemType: 'TimesheetTime',
      amount: 312.5,
      paidDurationHours: 12.5,
      paidTimeType: 'Regular',
      jobId: 501,
      invoiceId: null,
      activity: 'Working',
    });
    const technician = {
      id: 31,
      userId: 8,
      name: 'Sam Tech',
      businessUnitId: 3,
      team: 'North',
      email: 'sam@example.com',
      hourlyRate: 25,
      commissionRate: 0.05,
      soldByRate: 0.03,
      active: true,
      createdOn: '2025-01-01T00:00:00Z',
      modifiedOn: '2025-01-01T00:00:00Z',
    } as unknown as StRecordOf['technicians'];
    expect(REPLICA_TABLES.technicians.toRow(technician, companyId, syncedAt)).toMatchObject({
      name: 'Sam Tech',
      businessUnitId: 3,
      team: 'North',
      hourlyRate: 25,
      commissionRate: 0.05,
      soldByRate: 0.03,
      userId: 8,
    });
  });

  it('map a job with its links, status, completion and total', () => {
    const job = {
      id: 501,
      jobNumber: '501',
      customerId: 11,
      locationId: 44,
      businessUnitId: 3,
      jobTypeId: 2,
      campaignId: 6,
      jobStatus: 'Completed',
      completedOn: '2026-10-12T16:00:00Z',
      soldById: 31,
      invoiceId: 9001,
      total: 1234.5,
      noCharge: false,
      active: true,
      createdOn: '2026-10-10T00:00:00Z',
      modifiedOn: '2026-10-12T16:00:00Z',
    } as unknown as StRecordOf['jobs'];
    expect(REPLICA_TABLES.jobs.toRow(job, companyId, syncedAt)).toMatchObject({
      jobNumber: '501',
      customerId: 11,
      locationId: 44,
      businessUnitId: 3,
      jobTypeId: 2,
      campaignId: 6,
      jobStatus: 'Completed',
      completedOn: new Date('2026-10-12T16:00:00Z'),
      soldById: 31,
      invoiceId: 9001,
      total: 1234.5,
      noCharge: false,
    });
  });
});
