import { calculateLoad } from './calculate-load.js';
import { calculateExistingDwelling } from './existing-dwelling.js';
import { calculateLoadMethods } from './load-methods.js';
import { defaultLoadForm } from './load-form.defaults.js';
import type { LoadCalculation } from './load-result.types.js';
import { readSubmission, type AcceptedSubmission } from './submission.js';
import { formatNumber } from './va-math.js';
import { buildWorksheet, type Worksheet, type WorksheetRow } from './worksheet.js';

/** The default form (spec section 3) of a 2,000 sq ft house, as Submit sends it. */
function submission(overrides: Record<string, unknown> = {}): AcceptedSubmission {
  const read = readSubmission({
    ...defaultLoadForm(new Date(2025, 1, 3)),
    customerName: 'Jane Doe',
    customerEmail: 'jane@example.com',
    address: '12 Main St, Springfield',
    technician: 'Tom Tech',
    squareFeet: '2,000',
    ...overrides,
  });
  if (!read.ok) throw new Error(JSON.stringify(read.issues));
  return read;
}

function standardOf(sut: AcceptedSubmission): LoadCalculation {
  const result = calculateLoad(sut.form, { codeEdition: sut.codeEdition });
  if (!result.ok) throw new Error('no figures');
  return result;
}

function rowsOf(worksheet: Worksheet): WorksheetRow[] {
  return worksheet.sections.flatMap((section) => section.rows);
}

function rowOf(worksheet: Worksheet, id: string): WorksheetRow {
  const found = rowsOf(worksheet).find((row) => row.id === id);
  if (!found) throw new Error(`no row ${id}`);
  return found;
}

describe(buildWorksheet.name, () => {
  it('carries calculateLoad’s totals, formatted as the screen formats them', () => {
    const input = submission();
    const sut = buildWorksheet(input);
    const standard = standardOf(input);
    expect(sut.figures.standard).toEqual(standard.totals);
    expect(sut.summary).toEqual({
      netVa: `${formatNumber(standard.totals.netVa)} VA`,
      amperes: `${formatNumber(standard.totals.amperes)} A`,
      service: `${formatNumber(standard.totals.recommendedServiceAmperes!)} A`,
      panel: `${formatNumber(standard.totals.panelSizeAmperes!)} A`,
    });
    // By hand (NEC 2023): general 6,000 + 3,000 + 1,500 = 10,500 VA -> 3,000 + 7,500 × 35% = 5,625;
    // fastened (4,500 + 1,800 + 1,500 + 800) × 75% = 6,450; heating 4,500 + 15,000; range 8,000
    // (Column C); cooktop 2,475 and oven 1,650 (Column A, 75%); A/C 5,040 × 125% = 6,300; EV 7,200.
    // Gross 57,200; the A/C omitted less its kept 25% (1,260): 57,200 − 5,040 = 52,160 VA;
    // 52,160 / 240 = 217.33 A -> 225 A.
    expect(sut.summary).toEqual({ netVa: '52,160 VA', amperes: '217.33 A', service: '225 A', panel: '225 A' });
    expect(rowOf(sut, 'totals.net').value).toBe('52,160 VA');
    expect(rowOf(sut, 'totals.amperes').value).toBe('217.33 A');
    expect(rowOf(sut, 'totals.service').value).toBe('225 A');
    expect(rowOf(sut, 'totals.omitted').value).toBe('− 5,040 VA');
  });

  it('has every line of the engine, in its order and section, with its inputs, factor, demand label and NEC section', () => {
    const input = submission();
    const sut = buildWorksheet(input);
    const standard = standardOf(input);
    expect(sut.sections.map((section) => section.title)).toEqual([
      'General Lighting and Receptacle Loads',
      'Appliances Fastened In Place',
      'Large Appliances and Loads',
      'Total Wattage',
    ]);
    expect(rowsOf(sut).map((row) => row.id)).toEqual([...standard.lineItems.map((line) => line.id), 'totals.panel']);
    for (const line of standard.lineItems) {
      const row = rowOf(sut, line.id);
      expect(row).toMatchObject({ description: line.description, calculation: line.rule, necSection: line.necSection });
      expect(row.necSection).not.toBe('');
    }
    expect(rowOf(sut, 'fastened.0')).toMatchObject({
      description: 'Water Heater',
      inputs: '4,500 W × 1',
      factor: '× 0.75',
      demand: '75%',
      value: '3,375 VA',
      necSection: '220.53',
    });
    expect(rowOf(sut, 'general.lighting')).toMatchObject({ inputs: '2,000 sq ft × 3 VA', value: '6,000 VA', necSection: '220.41' });
    expect(rowOf(sut, 'large.1')).toMatchObject({ description: 'Range', inputs: 'Range, 12,000 W × 1', factor: '—', demand: 'T220.55', value: '8,000 VA' });
    // The print groups the thousands of demand labels ('Min 7200' -> 'Min 7,200').
    expect(rowOf(sut, 'large.6')).toMatchObject({ description: 'EV', demand: 'Min 7,200', value: '7,200 VA', necSection: '220.57' });
    expect(rowOf(sut, 'large.4').demand).toBe('OMIT');
    expect(sut.omission).toBe('A/C Unit 5,040 W omitted (220.60); 1,260 VA kept: 25% of the largest motor (220.60, 430.24)');
  });

  it('heads the worksheet with the customer, address, technician, date and code edition, and names the file after them', () => {
    const sut = buildWorksheet(submission());
    expect(sut.title).toBe('Load Calculation Worksheet');
    expect(Object.fromEntries(sut.header.map((field) => [field.label, field.value]))).toEqual({
      Customer: 'Jane Doe',
      Email: 'jane@example.com',
      Address: '12 Main St, Springfield',
      Technician: 'Tom Tech',
      Date: 'Feb 3, 2025',
      'Code Edition': 'NEC 2023',
      'Square Footage': '2,000 sq ft',
    });
    expect(sut.fileName).toBe('Load Calculation Worksheet - Jane Doe - 2025-02-03.pdf');
    expect(sut.signatures.map((signature) => signature.label)).toEqual(['Technician signature', 'Date', 'Inspector signature', 'Date']);
    expect(sut.signatures[0]!.name).toBe('Tom Tech');
  });

  it('names a worksheet without a customer by the date alone, takes the run’s date when the form has none, and keeps path characters out of the name', () => {
    const unnamed = buildWorksheet(submission({ customerName: '  ', calculationDate: '' }), { dateCreated: '2026-11-24T20:00:00.000Z' });
    expect(unnamed.fileName).toBe('Load Calculation Worksheet - 2026-11-24.pdf');
    expect(unnamed).toMatchObject({ title: 'Load Calculation Worksheet', documentTitle: 'Load Calculation Worksheet' });
    expect(buildWorksheet(submission()).documentTitle).toBe('Load Calculation Worksheet - Jane Doe');
    const sut = buildWorksheet(submission({ customerName: 'A/B: "Smith"\\Jones', calculationDate: 'soon' }));
    expect(sut.fileName).toBe('Load Calculation Worksheet - A B Smith Jones - undated.pdf');
    expect(sut.header.find((field) => field.key === 'date')!.value).toBe('soon');
  });

  it.each(['', 'no email found', 'No Email Found'])('leaves the e-mail line out for a customer without one (%p)', (customerEmail) => {
    const sut = buildWorksheet(submission({ customerEmail }));
    expect(sut.header.map((field) => field.label)).toEqual(['Customer', 'Address', 'Technician', 'Date', 'Code Edition', 'Square Footage']);
  });

  it('warns below the code minimum of circuits, and counts the minimum', () => {
    const sut = buildWorksheet(submission({ kitchenApplianceCircuits: 1, laundryRoomCircuits: 0 }));
    expect(sut.warnings.map((warning) => [warning.necSection, warning.text])).toEqual([
      [
        '210.11(C)(1), 220.52(A)',
        '1 small-appliance (kitchen) circuit entered: the code requires at least 2 (210.11(C)(1)), so 2 × 1,500 VA are counted (220.52(A))',
      ],
      ['210.11(C)(2), 220.52(B)', 'No laundry circuit entered: the code requires at least 1 (210.11(C)(2)), so 1 × 1,500 VA is counted (220.52(B))'],
    ]);
    // the same figures as the default form's 2 + 1 circuits
    expect(sut.summary.netVa).toBe('52,160 VA');
    expect(buildWorksheet(submission()).warnings).toEqual([]);
  });

  it('applies the code edition: NEC 2017 omits the A/C whole', () => {
    const input = submission({ codeEdition: '2017' });
    const sut = buildWorksheet(input);
    expect(sut.codeEditionLabel).toBe('NEC 2017');
    expect(sut.figures.standard).toEqual(standardOf(input).totals);
    // 2017: the omitted A/C's 6,300 VA leaves whole (no motor remains to take the 25%):
    // 57,200 − 6,300 = 50,900 VA; 50,900 / 240 = 212.08 A -> 225 A.
    expect(sut.summary.netVa).toBe('50,900 VA');
    expect(sut.summary.amperes).toBe('212.08 A');
    expect(sut.header.find((field) => field.key === 'codeEdition')!.value).toBe('NEC 2017');
    expect(sut.summary.netVa).not.toBe(buildWorksheet(submission()).summary.netVa);
  });

  it('shows the optional method beside the standard one, with its lines, its service and which is lower', () => {
    const input = submission();
    const sut = buildWorksheet(input);
    const methods = calculateLoadMethods(input.form, { codeEdition: input.codeEdition });
    if (!methods.ok) throw new Error('no figures');
    expect(sut.figures.optional).toEqual({
      netVa: methods.optional.netVa,
      amperes: methods.optional.amperes,
      recommendedServiceAmperes: methods.optional.recommendedServiceAmperes,
    });
    // By hand (220.82): general loads at nameplate 6,000 + 4,500 + 8,600 + 12,000 + 3,300 + 2,200 + 4,500 = 41,100 VA
    // -> 10,000 + 31,100 × 40% = 22,440; heating (C)(4) 19,500 × 65% = 12,675 (more than the A/C's 5,040):
    // 35,115 VA; / 240 = 146.31 A -> 150 A, lower than the standard method's 225 A.
    expect(sut.methods.optional).toMatchObject({ netVa: '35,115 VA', amperes: '146.31 A', service: '150 A', lower: true, necSection: '220.82' });
    expect(sut.methods.standard).toMatchObject({ netVa: '52,160 VA', service: '225 A', lower: false });
    expect(sut.methods.verdict).toBe('The optional method (220.82) gives the lower service: 150 A against 225 A by the standard method.');
    expect(sut.methods.optionalRows.map((row) => row.id)).toEqual(methods.optional.lineItems.map((line) => line.id));
    expect(sut.methods.optionalRows.find((row) => row.id === 'optional.service')).toMatchObject({
      value: '150 A',
      necSection: '220.82(A), 230.79(C), 240.6(A)',
    });
    expect(sut.methods.optionalDecisions.every((decision) => decision.necSection.startsWith('220.82'))).toBe(true);
  });

  it('lists the decisions with their NEC sections', () => {
    const input = submission();
    const sut = buildWorksheet(input);
    expect(sut.decisions).toEqual(standardOf(input).decisions.map((decision) => ({ rule: decision.rule, text: decision.text, necSection: decision.section })));
    expect(sut.decisions.map((decision) => decision.rule)).toEqual(expect.arrayContaining(['noncoincident', 'service-size', 'ev-minimum']));
  });

  it('leaves the 220.83 block out while the check is off, and shows it when on', () => {
    expect(buildWorksheet(submission()).existingDwelling).toBeNull();
    const input = submission({
      existingDwelling: { enabled: true, existingServiceAmperes: 200, newLoads: [{ name: 'EV charger', type: 'EV', watts: 9600, quantity: 1 }] },
    });
    const sut = buildWorksheet(input);
    const result = calculateExistingDwelling(input.form, {
      codeEdition: '2023',
      existingServiceAmperes: 200,
      newLoads: [{ name: 'EV charger', type: 'EV', watts: 9600, quantity: 1 }],
    });
    if (!result.ok) throw new Error('no figures');
    expect(sut.figures.existing).toEqual({ netVa: result.netVa, amperes: result.amperes, existingServiceAmperes: 200, sufficient: result.sufficient });
    // By hand (220.83(A), no heating or A/C added): existing 6,000 + 4,500 + 8,600 + 12,000 + 3,300 +
    // 2,200 + 4,500 = 41,100 plus the larger of heating 19,500 and A/C 5,040: 60,600 VA; new 9,600;
    // 70,200 -> 8,000 + 62,200 × 40% = 32,880 VA; / 240 = 137 A, within 200 A (63 A to spare).
    expect(sut.existingDwelling).toMatchObject({
      method: '220.83(A)',
      existingLoad: '60,600 VA',
      newLoad: '9,600 VA',
      netVa: '32,880 VA',
      amperes: '137 A',
      existingService: '200 A',
      sufficient: true,
      suffices: 'Yes',
      verdict: 'The existing 200 A service suffices: 137 A calculated (63 A to spare).',
    });
    expect(sut.existingDwelling!.rows.find((row) => row.id === 'new.0')).toMatchObject({
      description: 'New: EV charger',
      value: '9,600 VA',
      necSection: '220.83',
    });
  });

  it('says No when the existing service is too small, with the service needed', () => {
    const sut = buildWorksheet(
      submission({
        existingDwelling: { enabled: true, existingServiceAmperes: 100, newLoads: [{ name: 'EV charger', type: 'EV', watts: 9600, quantity: 1 }] },
      }),
    );
    // 137 A against 100 A: the next standard rating at or above 137 A is 150 A.
    expect(sut.existingDwelling).toMatchObject({
      sufficient: false,
      suffices: 'No',
      verdict: 'The existing 100 A service is too small: 137 A calculated; a 150 A service is needed.',
    });
  });
});
