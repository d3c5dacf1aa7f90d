/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { calculateLoadMethods, defaultLoadForm, type LoadCalculationForm } from '@milestone/loadcalc';
import { methodsComparison, noFiguresReason, sectionLines } from '../load-form.model.js';
import { PLAIN_VIEW } from './FormSection.js';
import { PrintLayout } from './PrintLayout.js';

// The DOM and the calculation are slow on a busy machine.
jest.setTimeout(30_000);

const TODAY = new Date(2025, 1, 3, 12);
const PLAIN = { general: PLAIN_VIEW, fastened: PLAIN_VIEW, large: PLAIN_VIEW };
const FORMULA = { general: { formula: true, grid: false }, fastened: PLAIN_VIEW, large: PLAIN_VIEW };

/** Prints the form; answers the printout's text and the texts of its innermost elements (a cell, a value). */
function printOf(form: LoadCalculationForm, views = PLAIN, codeEdition: '2017' | '2020' | '2023' = '2023') {
  const methods = calculateLoadMethods(form, { codeEdition });
  const result = methods.ok ? methods.standard : methods;
  const { container, unmount } = render(
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
  const text = container.textContent ?? '';
  const leaves = Array.from(container.querySelectorAll('*'))
    .filter((element) => element.children.length === 0)
    .map((element) => element.textContent?.trim() ?? '');
  const values = Array.from(container.querySelectorAll('dd'), (dd) => dd.textContent);
  const hasTestId = (id: string) => container.querySelector(`[data-testid="${id}"]`) !== null;
  return { text, leaves, values, hasTestId, unmount };
}

describe(PrintLayout.name, () => {
  it('warns on the printout below the code minimum of circuits (210.11(C)), and not at it', () => {
    const short = printOf({ ...defaultLoadForm(TODAY), squareFeet: 2000, kitchenApplianceCircuits: 1, laundryRoomCircuits: 0 });
    const warnings = screen.getByTestId('print-circuit-warnings').textContent;
    expect(warnings).toContain(
      '1 small-appliance (kitchen) circuit entered: the code requires at least 2 (210.11(C)(1)), so 2 × 1,500 VA are counted (220.52(A))',
    );
    expect(warnings).toContain('No laundry circuit entered: the code requires at least 1 (210.11(C)(2)), so 1 × 1,500 VA is counted (220.52(B))');
    short.unmount();
    expect(printOf({ ...defaultLoadForm(TODAY), squareFeet: 2000 }).hasTestId('print-circuit-warnings')).toBe(false);
  });

  it('cites the chosen edition in the printed lines: Table 220.42 under NEC 2017, Table 220.45 under 2023', () => {
    const form = { ...defaultLoadForm(TODAY), squareFeet: 2000 };
    const formula = { general: { formula: true, grid: false }, fastened: { formula: true, grid: false }, large: { formula: true, grid: false } };
    const y2017 = printOf(form, formula, '2017');
    expect(y2017.text).toContain('Table 220.42');
    expect(y2017.text).not.toMatch(/220\.41|220\.45|220\.57/);
    y2017.unmount();
    expect(printOf(form, formula, '2023').text).not.toMatch(/220\.12|220\.42|625\.42/);
  });

  it('prints a blank form to fill by hand: every section, no figures, no error', () => {
    const blank: LoadCalculationForm = {
      ...defaultLoadForm(TODAY),
      squareFeet: '',
      kitchenApplianceCircuits: '',
      laundryRoomCircuits: '',
      appliances: defaultLoadForm(TODAY).appliances.map((row) => ({ ...row, watts: '' })),
    };
    const { text, hasTestId } = printOf(blank, PLAIN, '2020');
    for (const title of [
      'Basic Information',
      'General Lighting and Receptacle Loads',
      'Appliances Fastened In Place',
      'Large Appliances and Loads',
      'Total Wattage',
      'Standard and Optional Methods',
    ])
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(text).toContain('NEC 220 standard method, NEC 2020');
    expect(text).toContain('Water Heater');
    expect(text).not.toContain('Please enter technician name');
    expect(hasTestId('print-method-standard')).toBe(false);
  });

  it('groups thousands everywhere, also in numbers typed without separators', () => {
    const form: LoadCalculationForm = { ...defaultLoadForm(TODAY), squareFeet: '2150', technician: 'Alex Volt' };
    form.largeAppliances = form.largeAppliances.map((row) => ({ ...row, watts: String(row.watts) }));
    const { text, leaves, values } = printOf(form);
    expect(values).toContain('2,150');
    expect(text).toContain('15,000');
    for (const ungrouped of ['2150', '12000', '15000']) expect(leaves).not.toContain(ungrouped);
    expect(text).toContain('Min 7,200');
    expect(leaves).toContain('1,500 VA');
    expect(text).not.toContain('Min 7200');
  });

  it('prints the code edition, the OMIT text and, with Formula Details, the decisions with their sections', () => {
    const form = { ...defaultLoadForm(TODAY), squareFeet: '2,000' };
    const plain = printOf(form, PLAIN, '2017');
    expect(plain.values).toContain('NEC 2017');
    expect(plain.text).toContain('A/C Unit 5,040 W omitted whole (220.60); no motor remains to take the 25% (430.24)');
    expect(plain.hasTestId('decisions-print-general')).toBe(false);
    plain.unmount();
    const withFormula = printOf(form, FORMULA, '2017');
    expect(withFormula.hasTestId('decisions-print-general')).toBe(true);
    expect(withFormula.text).toContain('Table 220.42');
  });
});
