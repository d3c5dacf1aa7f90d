/** @jest-environment jsdom */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadDeferredUi } from '@milestone/ui';
import { calculateLoadMethods, defaultLoadForm, type LoadCalculationForm } from '@milestone/loadcalc';
import {
  EXISTING_DWELLING_TOGGLE,
  existingDwellingOf,
  existingDwellingOutcome,
  setExistingDwellingEnabled,
  setExistingServiceAmperes,
  updateNewLoad,
} from '../existing-dwelling.model.js';
import { methodsComparison, noFiguresReason, sectionLines } from '../load-form.model.js';
import { ExistingDwellingSection, type ExistingDwellingEditing } from './ExistingDwellingSection.js';
import { PLAIN_VIEW } from './FormSection.js';
import { PrintLayout } from './PrintLayout.js';

// antd in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

const TODAY = new Date(2025, 1, 3, 12);

/** The section being edited, its handlers recorded. */
function edit(form: LoadCalculationForm, { formula = false, errors = new Map<string, string>() } = {}) {
  const editing = {
    errors,
    onToggle: jest.fn<ExistingDwellingEditing['onToggle']>(),
    onServiceAmperes: jest.fn<ExistingDwellingEditing['onServiceAmperes']>(),
    onUpdate: jest.fn<ExistingDwellingEditing['onUpdate']>(),
    onDelete: jest.fn<ExistingDwellingEditing['onDelete']>(),
    onAdd: jest.fn<ExistingDwellingEditing['onAdd']>(),
    onTouch: jest.fn<ExistingDwellingEditing['onTouch']>(),
  };
  const input = existingDwellingOf(form);
  const outcome = input.enabled ? existingDwellingOutcome(form, '2023') : { ok: false as const, reason: '' };
  const { container } = render(<ExistingDwellingSection input={input} outcome={outcome} formula={formula} editing={editing} />);
  return { container, editing };
}

/** The default form at 2,000 sq ft adding a 7,680 W EV charger to a 200 A service (32,112 VA, 133.8 A: see the model's spec). */
function charger(): LoadCalculationForm {
  let form: LoadCalculationForm = setExistingDwellingEnabled({ ...defaultLoadForm(TODAY), squareFeet: '2,000', technician: 'Alex Volt' }, true);
  form = setExistingServiceAmperes(form, '200');
  return updateNewLoad(form, 0, { name: 'EV charger', watts: '7680' });
}

describe(ExistingDwellingSection.name, () => {
  // The Switch is one of the deferred antd pieces the shell loads before the page.
  beforeAll(() => preloadDeferredUi());

  it('is a toggle while off, and switching it on asks for the check', async () => {
    const { container, editing } = edit(defaultLoadForm(TODAY));
    const toggle = screen.getByRole('switch');
    expect(toggle.closest('label')?.textContent).toBe(EXISTING_DWELLING_TOGGLE);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(container.textContent).not.toContain('Existing Service Rating (A)');
    expect(screen.queryByRole('button', { name: 'Add New Load' })).toBeNull();
    await userEvent.click(toggle);
    expect(editing.onToggle.mock.calls.map(([enabled]) => enabled)).toEqual([true]);
  });

  it('asks for the existing service and the new loads when on, and shows the result live', () => {
    const { container } = edit(charger());
    expect(screen.getByRole('textbox', { name: /Existing Service Rating \(A\)/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'New load 1 watts' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete new load 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add New Load' })).toBeTruthy();
    const result = screen.getByTestId('existing-result');
    expect(result.dataset['sufficient']).toBe('true');
    expect(result.dataset['method']).toBe('220.83(A)');
    expect(screen.getByTestId('existing-load-va').textContent).toBe('60,600 VA');
    expect(screen.getByTestId('existing-new-va').textContent).toBe('7,680 VA');
    expect(screen.getByTestId('existing-net-va').textContent).toBe('32,112 VA');
    expect(screen.getByTestId('existing-amperes').textContent).toBe('133.8 A');
    expect(screen.getByTestId('existing-verdict').textContent).toBe('The existing 200 A service suffices: 133.8 A calculated (66.2 A to spare).');
    expect(screen.getByTestId('existing-method').textContent).toContain('NEC 220.83(A)');
    expect(container.querySelector('[aria-label="Existing dwelling line items"]')).toBeNull();
  });

  it('passes on what is typed in the service rating and the new load, and marks the rating touched when left', async () => {
    const { editing } = edit(charger());
    await userEvent.type(screen.getByRole('textbox', { name: /Existing Service Rating \(A\)/ }), '0');
    expect(editing.onServiceAmperes).toHaveBeenLastCalledWith('2000');
    await userEvent.tab();
    expect(editing.onTouch).toHaveBeenCalledWith('existingDwelling.existingServiceAmperes');
    await userEvent.type(screen.getByRole('textbox', { name: 'New load 1 watts' }), '0');
    expect(editing.onUpdate).toHaveBeenLastCalledWith(0, { watts: '76800' });
  });

  it('adds a new load with Add New Load and deletes one with its Delete button', async () => {
    const { editing } = edit(charger());
    await userEvent.click(screen.getByRole('button', { name: 'Add New Load' }));
    expect(editing.onAdd).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Delete new load 1' }));
    expect(editing.onDelete).toHaveBeenCalledWith(0);
  });

  it('lists the 220.83 lines and decisions with Formula Details', () => {
    const { container } = edit(charger(), { formula: true });
    const lines =
      container.querySelector<HTMLElement>('[aria-label="Existing dwelling line items"]') ??
      screen.getByRole('table', { name: 'Existing dwelling line items' });
    expect(lines.textContent).toContain('New: EV charger');
    expect(screen.getByTestId('decisions-existing')).toBeTruthy();
  });

  it("shows an input's message under it", () => {
    const errors = new Map([['existingDwelling.existingServiceAmperes', 'Please enter the existing service rating in amperes, more than 0']]);
    const { container } = edit(setExistingServiceAmperes(charger(), ''), { errors });
    expect(container.textContent).toContain('Please enter the existing service rating in amperes, more than 0');
    expect(container.textContent).toContain('Complete the existing dwelling check to see its result');
  });
});

describe('the print layout with the existing dwelling check', () => {
  function printOf(form: LoadCalculationForm) {
    const methods = calculateLoadMethods(form);
    const result = methods.ok ? methods.standard : methods;
    const existing = existingDwellingOf(form);
    return render(
      <PrintLayout
        form={form}
        result={result}
        comparison={methodsComparison(methods)}
        lines={sectionLines(result)}
        views={{ general: PLAIN_VIEW, fastened: PLAIN_VIEW, large: PLAIN_VIEW }}
        reason={noFiguresReason(result)}
        codeEdition="2023"
        existingDwelling={existing.enabled ? { input: existing, outcome: existingDwellingOutcome(form, '2023') } : null}
      />,
    ).container;
  }

  it('prints it when on: the service, the new loads and the result', () => {
    printOf(charger());
    const printed = screen.getByTestId('print-existing-dwelling');
    expect(printed.textContent).toContain('Existing service200 A');
    const newLoads = Array.from(printed.querySelectorAll('tr'), (row) => Array.from(row.cells, (cell) => cell.textContent).join(' '));
    expect(newLoads).toContain('EV charger EV 7,680 1');
    expect(screen.getByTestId('print-existing-net-va').textContent).toBe('32,112 VA');
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('leaves it out when off', () => {
    const container = printOf(setExistingDwellingEnabled(charger(), false));
    expect(container.querySelector('[data-testid*="existing-dwelling"]')).toBeNull();
  });
});
