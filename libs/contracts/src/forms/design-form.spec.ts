import { describe, expect, it } from '@jest/globals';
import { designForm, type FormDesign } from './design-form.js';
import { readFormDefinition } from './read-form-definition.js';
import { computeFormValues, defaultFormValues } from './form-values.js';
import { formItems, isTable, type FormDefinition, type FormField, type FormTable } from './form-definition.js';

function form(description: string): FormDefinition {
  const design = designForm(description);
  if (design.kind !== 'form') throw new Error(`"${description}" was read as a load calculation`);
  return design.definition;
}

const fieldsOf = (definition: FormDefinition): FormField[] => formItems(definition).filter((i): i is FormField => !isTable(i));
const field = (definition: FormDefinition, label: string) => fieldsOf(definition).find((f) => f.label === label);
const tableOf = (definition: FormDefinition) => formItems(definition).find(isTable) as FormTable | undefined;

const LOAD_DESCRIPTIONS = [
  'Residential load calculation for a 200 amp service',
  'NEC 220 standard method for a new house',
  'Work out the service size for a dwelling with an EV charger',
  'Check the amperage of the panel before adding a heat pump',
  'A load calc worksheet, printable',
];

const FORM_DESCRIPTIONS = [
  'A purchase order form for special-order parts from the warehouse, printable',
  'A job safety checklist with technician, date, site address and a yes/no for each of: ladder inspected, PPE worn, lockout done',
  'An estimate form with customer, line items of labor and parts, tax and total',
  'A vehicle inspection form',
  'A customer sign-off sheet with customer name, job number, signature and date',
  'Timesheet form with technician, hours, job and notes',
  'A warranty claim form with serial number, install date, failure description and cost',
  'an invoice with line items and tax',
  'form',
  '',
  '!!!',
  'A daily truck checklist: yes/no for lights, tires, brakes, fluids',
  'Please build an equipment rental request form with equipment, start date, end date, deposit amount and who is renting',
  'A quote for materials and labour, with customer, address, phone, email',
  'A very long description '.repeat(200),
  'Permit application with a field named "this is a very long thing that nobody would call a field label really", owner, parcel',
  'A survey with 1st choice, 2nd choice, 3rd choice',
  'Something printable for the front desk',
];

describe('designForm: the AI builder designs forms from the words', () => {
  it.each(LOAD_DESCRIPTIONS)('gives the load calculator for load-calculation wording: %s', (description) => {
    expect(designForm(description).kind).toBe('load-calculation');
  });

  it.each(FORM_DESCRIPTIONS)('designs a form readFormDefinition accepts, with a title, for: %s', (description) => {
    const design: FormDesign = designForm(description);
    expect(design.kind).toBe('form');
    if (design.kind !== 'form') return;
    const read = readFormDefinition(JSON.parse(JSON.stringify(design.definition)));
    expect(read).toEqual({ ok: true, definition: design.definition });
    expect(design.definition.title.trim().length).toBeGreaterThan(0);
    expect(design.reading).toMatch(/^I (designed the form|read this as a purchase order)/);
    // A new form computes without an error (its computations name real fields).
    expect(() => computeFormValues(design.definition, defaultFormValues(design.definition, '2026-12-08'))).not.toThrow();
  });

  it('reads a purchase order as the Purchase Order Template with Special Order shipped to WAREHOUSE', () => {
    const design = designForm('A purchase order form for special-order parts from the warehouse, printable');
    expect(design.kind).toBe('form');
    const po = form('A purchase order form for special-order parts from the warehouse, printable');
    expect(po.title).toBe('Purchase Order Template');
    expect(field(po, 'Order Type')?.default).toBe('Special Order');
    expect(field(po, 'Ship To')?.default).toBe('WAREHOUSE');
    expect(field(po, 'Date Created')?.source).toBe('dateCreated');
    expect(tableOf(po)?.columns.find((c) => c.id === 'lineTotal')?.compute).toBe('quantity * unitPrice');
    expect(design.reading).toContain('Order Type Special Order and Ship To WAREHOUSE');
  });

  it("takes a purchase order's other specifics: a stock order shipped to the job site", () => {
    const po = form('Purchase order for a stock order, ship to the job site');
    expect(field(po, 'Order Type')?.default).toBe('Stock Order');
    expect(field(po, 'Ship To')?.default).toBe('JOB SITE');
  });

  it('gives a checklist its named fields, a date and a checkbox for each yes/no item', () => {
    const checklist = form('A job safety checklist with technician, date, site address and a yes/no for each of: ladder inspected, PPE worn, lockout done');
    expect(checklist.title).toBe('Job Safety Checklist');
    expect(fieldsOf(checklist).map((f) => [f.label, f.type])).toEqual([
      ['Technician', 'text'],
      ['Date', 'date'],
      ['Site Address', 'text'],
      ['Ladder Inspected', 'checkbox'],
      ['PPE Worn', 'checkbox'],
      ['Lockout Done', 'checkbox'],
      ['Notes', 'textarea'],
    ]);
    expect(tableOf(checklist)).toBeUndefined();
  });

  it('gives an estimate a line table of labor and parts, quantity x price, and subtotal, tax and total that add up', () => {
    const estimate = form('An estimate form with customer, line items of labor and parts, tax and total');
    expect(estimate.title).toBe('Estimate Form');
    const table = tableOf(estimate)!;
    expect(table.columns.map((c) => c.label)).toEqual(['Type', 'Description', 'Quantity', 'Unit Price', 'Line Total']);
    expect(table.columns[0]!.options?.map((o) => o.value)).toEqual(['Labor', 'Parts']);
    expect(fieldsOf(estimate).map((f) => f.label)).toEqual(['Customer', 'Subtotal', 'Tax Rate (%)', 'Tax', 'Total', 'Notes']);
    const values = {
      ...defaultFormValues(estimate, '2026-12-08'),
      customer: 'Ann',
      taxRate: 10,
      [table.id]: [
        { kind: 'Labor', description: 'Install', quantity: 2, unitPrice: 95 },
        { kind: 'Parts', description: 'Breaker', quantity: 3, unitPrice: 12.5 },
      ],
    };
    const computed = computeFormValues(estimate, values);
    // 2 x 95 + 3 x 12.50 = 227.50; 10% tax 22.75; total 250.25.
    expect(computed.fields).toMatchObject({ subtotal: '227.50', tax: '22.75', total: '250.25' });
  });

  it('starts a form with no named fields with who completed it, the date, a pass checkbox and notes, and says so', () => {
    const design = designForm('A vehicle inspection form');
    expect(design.kind).toBe('form');
    if (design.kind !== 'form') return;
    expect(design.definition.title).toBe('Vehicle Inspection Form');
    expect(fieldsOf(design.definition).map((f) => f.label)).toEqual(['Vehicle', 'Completed By', 'Date', 'Passed', 'Notes']);
    expect(design.notes[0]).toMatch(/No fields were named/);
  });

  it("looks a customer up in ServiceTitan, but not the customer's contact details, and keeps the purchase order's reference lookup", () => {
    const visit = form('A site visit form with customer name, customer phone, technician and notes');
    expect(fieldsOf(visit).map((f) => [f.label, f.lookup])).toEqual([
      ['Customer Name', 'serviceTitanCustomer'],
      ['Customer Phone', undefined],
      ['Technician', undefined],
      ['Notes', undefined],
    ]);
    expect(field(form('A purchase order form for special-order parts from the warehouse, printable'), 'Job or Customer Reference')?.lookup).toBe(
      'serviceTitanCustomer',
    );
  });

  it('types fields from their words: dates, amounts, counts, descriptions', () => {
    const claim = form('A warranty claim form with serial number, install date, failure description and cost');
    expect(fieldsOf(claim).map((f) => [f.label, f.type])).toEqual([
      ['Serial Number', 'text'],
      ['Install Date', 'date'],
      ['Failure Description', 'textarea'],
      ['Cost', 'currency'],
      ['Notes', 'textarea'],
    ]);
    expect(fieldsOf(form('Timesheet form with technician, hours, job and notes')).map((f) => [f.label, f.type])).toEqual([
      ['Technician', 'text'],
      ['Hours', 'number'],
      ['Job', 'text'],
      ['Notes', 'textarea'],
    ]);
  });

  it('keeps a part it cannot read as a field as a note, and still designs the form', () => {
    const design = designForm('Permit application with a field named "this is a very long thing that nobody would call a field label really", owner, parcel');
    expect(design.kind).toBe('form');
    if (design.kind !== 'form') return;
    expect(design.notes.join(' ')).toMatch(/was not read as a field/);
    expect(fieldsOf(design.definition).map((f) => f.label)).toEqual(['Owner', 'Parcel', 'Notes']);
  });
});
