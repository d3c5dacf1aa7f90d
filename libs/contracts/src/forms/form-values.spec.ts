import { describe, expect, it } from '@jest/globals';
import { computeFormValues, defaultFormValues, formatFormValue, formIssueText, readFormValues } from './form-values.js';
import { readFormDefinition } from './read-form-definition.js';
import { PURCHASE_ORDER_FORM } from './purchase-order.js';
import type { FormDefinition } from './form-definition.js';

const filled = (lines: Array<{ part: string; quantity: number; unitPrice: number }>, taxRate = 8.25) => ({
  ...defaultFormValues(PURCHASE_ORDER_FORM, '2026-12-07'),
  poNumber: 'PO-1001',
  vendor: 'Graybar',
  requestedBy: 'Dana',
  taxRate,
  lines: lines.map((line) => ({ ...line, description: '', unit: 'ea' })),
});

/** The same totals by another road: whole cents with integer arithmetic, rounded half up per line and on the tax. */
function centsByHand(lines: Array<{ quantity: number; unitPrice: number }>, taxRate: number) {
  const lineCents = lines.map((l) => Math.round((Math.round(l.quantity * 100) * Math.round(l.unitPrice * 100)) / 100));
  const subtotal = lineCents.reduce((a, b) => a + b, 0);
  const tax = Math.round((subtotal * Math.round(taxRate * 1000)) / 100_000);
  return { lineCents, subtotal, tax, total: subtotal + tax };
}
const dollars = (cents: number) => (cents / 100).toFixed(2);

describe('readFormValues', () => {
  it('computes the purchase order: line totals, subtotal, tax and total in cents, as computed independently', () => {
    const lines = [
      { part: 'QO120', quantity: 3, unitPrice: 19.99 },
      { part: 'THHN-12', quantity: 2.5, unitPrice: 0.33 },
      { part: 'BR-PANEL', quantity: 1, unitPrice: 249.1 },
    ];
    const read = readFormValues(PURCHASE_ORDER_FORM, filled(lines));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const byHand = centsByHand(lines, 8.25);
    expect(read.computed.rows['lines']!.map((row) => row['lineTotal'])).toEqual(byHand.lineCents.map(dollars));
    expect(read.computed.fields).toEqual({ subtotal: dollars(byHand.subtotal), tax: dollars(byHand.tax), total: dollars(byHand.total) });
    // 59.97 + 0.83 (0.825 rounded up) + 249.10 = 309.90; tax 25.57 (25.566...); total 335.47
    expect(read.computed.fields['total']).toBe('335.47');
  });

  it('adds money without float drift: ten lines of 0.10 are 1.00 exactly', () => {
    const lines = Array.from({ length: 10 }, (_, i) => ({ part: `P${i}`, quantity: 1, unitPrice: 0.1 }));
    const read = readFormValues(PURCHASE_ORDER_FORM, filled(lines, 0));
    expect(read.ok && read.computed.fields['subtotal']).toBe('1.00');
  });

  it('starts a new purchase order with Special Order, WAREHOUSE, the dialog date and one line', () => {
    const values = defaultFormValues(PURCHASE_ORDER_FORM, '2026-12-07');
    expect(values).toMatchObject({ orderType: 'Special Order', shipTo: 'WAREHOUSE', dateCreated: '2026-12-07', taxRate: 0 });
    expect(values['lines']).toEqual([{ part: null, description: null, quantity: null, unit: 'ea', unitPrice: null }]);
  });

  it("refuses a purchase order without lines or with a line's missing price, in the form's own texts", () => {
    const none = readFormValues(PURCHASE_ORDER_FORM, { ...filled([]), lines: [{ unit: 'ea' }] });
    expect(!none.ok && none.issues.map((i) => i.message)).toEqual(['Add at least one line item']);
    const noPrice = readFormValues(PURCHASE_ORDER_FORM, { ...filled([]), poNumber: '', lines: [{ part: 'X', quantity: 2 }] });
    expect(noPrice.ok).toBe(false);
    if (noPrice.ok) return;
    expect(noPrice.issues[0]!.message).toBe('Enter the PO number');
    expect(formIssueText(PURCHASE_ORDER_FORM, noPrice.issues[1]!)).toBe('Line Items, line 1: Enter the unit price');
  });

  it('names the line as the screen shows it, a blank line before it counted', () => {
    const read = readFormValues(PURCHASE_ORDER_FORM, {
      ...filled([{ part: 'A', quantity: 1, unitPrice: 1 }]),
      lines: [{ part: 'A', quantity: 1, unitPrice: 1 }, { unit: 'ea' }, { part: 'B', quantity: 2 }],
    });
    expect(!read.ok && read.issues.map((issue) => formIssueText(PURCHASE_ORDER_FORM, issue))).toEqual(['Line Items, line 3: Enter the unit price']);
  });

  it('refuses a price with fractions of a cent, a negative quantity and an option the form does not offer', () => {
    const read = readFormValues(PURCHASE_ORDER_FORM, { ...filled([{ part: 'X', quantity: -1, unitPrice: 1.005 }]), orderType: 'Gift' });
    expect(!read.ok && read.issues.map((i) => i.message)).toEqual([
      'Order Type must be one of its options',
      'The quantity must be more than 0',
      'Unit Price must be an amount in dollars and cents',
    ]);
  });

  it('leaves a computation empty while a value it needs is empty, and ignores a computed value sent in', () => {
    const computed = computeFormValues(PURCHASE_ORDER_FORM, { lines: [{ part: 'A', quantity: 2, unitPrice: null, lineTotal: 999 }], taxRate: 5, subtotal: 1 });
    expect(computed.rows['lines']).toEqual([{ lineTotal: null }]);
    expect(computed.fields['subtotal']).toBe('0.00');
  });

  it('formats money, numbers, options and checkboxes as the form prints them', () => {
    expect(formatFormValue({ id: 'a', label: 'A', type: 'currency' }, 1234567.5)).toBe('$1,234,567.50');
    expect(formatFormValue({ id: 'a', label: 'A', type: 'number' }, 2.5)).toBe('2.5');
    expect(formatFormValue({ id: 'a', label: 'A', type: 'checkbox' }, true)).toBe('Yes');
  });
});

describe('readFormDefinition', () => {
  const form = (items: unknown[]): unknown => ({ title: 'T', sections: [{ id: 's', title: 'S', items }] });
  const refused = (value: unknown) => {
    const read = readFormDefinition(value);
    return read.ok ? null : read.message;
  };

  it('accepts the Purchase Order Template as it is stored (JSON round trip)', () => {
    const read = readFormDefinition(JSON.parse(JSON.stringify(PURCHASE_ORDER_FORM)));
    expect(read).toEqual({ ok: true, definition: PURCHASE_ORDER_FORM });
  });

  it("keeps a text field's ServiceTitan customer lookup, as the template's Job or Customer Reference has it, and refuses it elsewhere", () => {
    const reference = PURCHASE_ORDER_FORM.sections.flatMap((section) => section.items).find((item) => item.id === 'reference');
    expect(reference).toMatchObject({ type: 'text', lookup: 'serviceTitanCustomer' });
    const read = readFormDefinition(form([{ id: 'customer', label: 'Customer', type: 'text', lookup: 'serviceTitanCustomer' }]));
    expect(read.ok && read.definition.sections[0]!.items[0]).toMatchObject({ lookup: 'serviceTitanCustomer' });
    expect(refused(form([{ id: 'qty', label: 'Quantity', type: 'number', lookup: 'serviceTitanCustomer' }]))).toBe(
      "lookup of the field 'qty' can only be 'serviceTitanCustomer', on a text field",
    );
    expect(refused(form([{ id: 'vendor', label: 'Vendor', type: 'text', lookup: 'vendors' }]))).toBe(
      "lookup of the field 'vendor' can only be 'serviceTitanCustomer', on a text field",
    );
  });

  it('refuses a computation of an unknown field', () => {
    expect(refused(form([{ id: 'total', label: 'Total', type: 'currency', compute: 'subtotal * 2' }]))).toBe(
      "The computation of 'Total' (total) refers to an unknown field 'subtotal'",
    );
  });

  it('refuses computations that need each other', () => {
    expect(
      refused(
        form([
          { id: 'a', label: 'A', type: 'number', compute: 'b + 1' },
          { id: 'b', label: 'B', type: 'number', compute: 'a * 2' },
        ]),
      ),
    ).toBe("The computations of 'a', 'b' depend on each other in a cycle");
  });

  it('refuses duplicate ids, a select without options, a computation it cannot read, and a sum of text', () => {
    expect(
      refused(
        form([
          { id: 'a', label: 'A', type: 'text' },
          { id: 'a', label: 'B', type: 'text' },
        ]),
      ),
    ).toBe("Duplicate field id 'a'");
    expect(refused(form([{ id: 'a', label: 'A', type: 'select' }]))).toBe("The options of the field 'a' must be a non-empty list");
    expect(refused(form([{ id: 'a', label: 'A', type: 'number', compute: '2 +' }]))).toBe(
      "The computation of the field 'a' cannot be read: the expression ends too early",
    );
    expect(refused(form([{ id: 'a', label: 'A', type: 'number', compute: '2 ; 1' }]))).toBe("The computation of the field 'a' cannot be read: unexpected ';'");
    expect(
      refused(
        form([
          { id: 't', label: 'T', type: 'table', columns: [{ id: 'name', label: 'Name', type: 'text' }] },
          { id: 'n', label: 'N', type: 'number', compute: 'sum(t.name)' },
        ]),
      ),
    ).toBe("The computation of 'N' (n) refers to 't.name', which is not a number");
    expect(refused(form([{ id: 'a', label: 'A', type: 'colour' }]))).toMatch(/^The type of the field 'a' must be one of text, number/);
    expect(refused({ title: 'T', sections: [] })).toBe('The sections of the form must be a non-empty list');
  });

  it('computes a structure of its own: the line column reads a form field, × and parentheses', () => {
    const read = readFormDefinition(
      form([
        { id: 'markup', label: 'Markup', type: 'number', default: 10 },
        {
          id: 'rows',
          label: 'Rows',
          type: 'table',
          columns: [
            { id: 'cost', label: 'Cost', type: 'currency' },
            { id: 'price', label: 'Price', type: 'currency', compute: 'cost × (100 + markup) / 100' },
          ],
        },
        { id: 'sum', label: 'Sum', type: 'currency', compute: 'sum(rows.price)' },
      ]),
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const definition: FormDefinition = read.definition;
    const computed = computeFormValues(definition, { markup: 10, rows: [{ cost: 10 }, { cost: 0.05 }] });
    expect(computed.rows['rows']).toEqual([{ price: '11.00' }, { price: '0.06' }]);
    expect(computed.fields['sum']).toBe('11.06');
  });
});
