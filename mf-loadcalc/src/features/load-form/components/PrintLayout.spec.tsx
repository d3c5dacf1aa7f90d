import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { calculateLoadMethods, defaultLoadForm, type LoadCalculationForm } from '@milestone/loadcalc';
import { methodsComparison, noFiguresReason, sectionLines } from '../load-form.model.js';
import { PLAIN_VIEW } from './FormSection.js';
import { PrintLayout } from './PrintLayout.js';

const TODAY = new Date(2025, 1, 3, 12);
const PLAIN = { general: PLAIN_VIEW, fastened: PLAIN_VIEW, large: PLAIN_VIEW };
const FORMULA = { general: { formula: true, grid: false }, fastened: PLAIN_VIEW, large: PLAIN_VIEW };

function printOf(form: LoadCalculationForm, views = PLAIN, codeEdition: '2017' | '2020' | '2023' = '2023'): string {
  const methods = calculateLoadMethods(form, { codeEdition });
  const result = methods.ok ? methods.standard : methods;
  const markup = renderToString(
    <PrintLayout
      form={form}
      result={result}
      comparison={methodsComparison(methods)}
      lines={sectionLines(result)}
      views={views}
      reason={noFiguresReason(result)}
      codeEdition={codeEdition}
    />,
  );
  return markup.replace(/<!-- -->/g, '');
}

describe(PrintLayout.name, () => {
  it('warns on the printout below the code minimum of circuits (210.11(C)), and not at it', () => {
    const form = { ...defaultLoadForm(TODAY), squareFeet: 2000, kitchenApplianceCircuits: 1, laundryRoomCircuits: 0 };
    const markup = printOf(form);
    expect(markup).toContain('data-testid="print-circuit-warnings"');
    expect(markup).toContain('1 small-appliance (kitchen) circuit entered: the code requires at least 2 (210.11(C)(1)), so 2 × 1,500 VA are counted (220.52(A))');
    expect(markup).toContain('No laundry circuit entered: the code requires at least 1 (210.11(C)(2)), so 1 × 1,500 VA is counted (220.52(B))');
    expect(printOf({ ...defaultLoadForm(TODAY), squareFeet: 2000 })).not.toContain('circuit-warnings');
  });

  it('cites the chosen edition in the printed lines: Table 220.42 under NEC 2017, Table 220.45 under 2023', () => {
    const form = { ...defaultLoadForm(TODAY), squareFeet: 2000 };
    const formula = { general: { formula: true, grid: false }, fastened: { formula: true, grid: false }, large: { formula: true, grid: false } };
    const y2017 = printOf(form, formula, '2017');
    expect(y2017).toContain('Table 220.42');
    expect(y2017).not.toMatch(/220\.41|220\.45|220\.57/);
    expect(printOf(form, formula, '2023')).not.toMatch(/220\.12|220\.42|625\.42/);
  });

  it('prints a blank form to fill by hand: every section, no figures, no error', () => {
    const blank: LoadCalculationForm = {
      ...defaultLoadForm(TODAY),
      squareFeet: '',
      kitchenApplianceCircuits: '',
      laundryRoomCircuits: '',
      appliances: defaultLoadForm(TODAY).appliances.map((row) => ({ ...row, watts: '' })),
    };
    const markup = printOf(blank, PLAIN, '2020');
    for (const title of ['Basic Information', 'General Lighting and Receptacle Loads', 'Appliances Fastened In Place', 'Large Appliances and Loads', 'Total Wattage', 'Standard and Optional Methods'])
      expect(markup).toContain(title);
    expect(markup).toContain('NEC 220 standard method, NEC 2020');
    expect(markup).toContain('Water Heater');
    expect(markup).not.toContain('Please enter technician name');
    expect(markup).not.toContain('data-testid="print-method-standard"');
  });

  it('groups thousands everywhere, also in numbers typed without separators', () => {
    const form: LoadCalculationForm = { ...defaultLoadForm(TODAY), squareFeet: '2150', technician: 'Alex Volt' };
    form.largeAppliances = form.largeAppliances.map((row) => ({ ...row, watts: String(row.watts) }));
    const markup = printOf(form);
    expect(markup).toContain('<dd>2,150</dd>');
    expect(markup).toContain('15,000');
    expect(markup).not.toMatch(/>\s*(2150|12000|15000)\s*</);
    expect(markup).toContain('Min 7,200');
    expect(markup).toContain('>1,500 VA<');
    expect(markup).not.toContain('Min 7200');
  });

  it('prints the code edition, the OMIT text and, with Formula Details, the decisions with their sections', () => {
    const form = { ...defaultLoadForm(TODAY), squareFeet: '2,000' };
    const plain = printOf(form, PLAIN, '2017');
    expect(plain).toContain('<dd>NEC 2017</dd>');
    expect(plain).toContain('A/C Unit 5,040 W omitted whole (220.60); no motor remains to take the 25% (430.24)');
    expect(plain).not.toContain('data-testid="decisions-print-general"');
    const withFormula = printOf(form, FORMULA, '2017');
    expect(withFormula).toContain('data-testid="decisions-print-general"');
    expect(withFormula).toContain('Table 220.42');
  });
});
