import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
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

const TODAY = new Date(2025, 1, 3, 12);
const noop = () => undefined;
const editing: ExistingDwellingEditing = { errors: new Map(), onToggle: noop, onServiceAmperes: noop, onUpdate: noop, onDelete: noop, onAdd: noop, onTouch: noop };

/** The text a reader sees, tags dropped. */
function visibleText(markup: string): string {
  return markup
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/\s+/g, ' ');
}

/** The default form at 2,000 sq ft adding a 7,680 W EV charger to a 200 A service (32,112 VA, 133.8 A: see the model's spec). */
function charger(): LoadCalculationForm {
  let form: LoadCalculationForm = setExistingDwellingEnabled({ ...defaultLoadForm(TODAY), squareFeet: '2,000', technician: 'Alex Volt' }, true);
  form = setExistingServiceAmperes(form, '200');
  return updateNewLoad(form, 0, { name: 'EV charger', watts: '7680' });
}

describe(ExistingDwellingSection.name, () => {
  it('is a toggle while off', () => {
    const form = defaultLoadForm(TODAY);
    const text = visibleText(renderToString(<ExistingDwellingSection input={existingDwellingOf(form)} outcome={{ ok: false, reason: '' }} formula={false} editing={editing} />));
    expect(text).toContain(EXISTING_DWELLING_TOGGLE);
    expect(text).not.toContain('Existing Service Rating (A)');
    expect(text).not.toContain('Add New Load');
  });

  it('asks for the existing service and the new loads when on, and shows the result live', () => {
    const form = charger();
    const markup = renderToString(
      <ExistingDwellingSection input={existingDwellingOf(form)} outcome={existingDwellingOutcome(form, '2023')} formula={false} editing={editing} />,
    );
    const text = visibleText(markup);
    expect(text).toContain('Existing Service Rating (A)');
    expect(markup).toContain('aria-label="New load 1 watts"');
    expect(markup).toContain('aria-label="Delete new load 1"');
    expect(text).toContain('Add New Load');
    expect(markup).toMatch(/data-testid="existing-result" data-sufficient="true" data-method="220.83\(A\)"/);
    expect(text).toContain('Existing Load 60,600 VA');
    expect(text).toContain('New Load 7,680 VA');
    expect(text).toContain('Calculated Load 32,112 VA');
    expect(text).toContain('Amperes 133.8 A');
    expect(text).toContain('The existing 200 A service suffices: 133.8 A calculated (66.2 A to spare).');
    expect(text).toContain('NEC 220.83(A)');
    expect(markup).not.toContain('Existing dwelling line items');
  });

  it('lists the 220.83 lines and decisions with Formula Details', () => {
    const form = charger();
    const markup = renderToString(<ExistingDwellingSection input={existingDwellingOf(form)} outcome={existingDwellingOutcome(form, '2023')} formula editing={editing} />);
    expect(markup).toContain('aria-label="Existing dwelling line items"');
    expect(visibleText(markup)).toContain('New: EV charger');
    expect(markup).toContain('data-testid="decisions-existing"');
  });

  it('shows an input\'s message under it', () => {
    const form = setExistingServiceAmperes(charger(), '');
    const errors = new Map([['existingDwelling.existingServiceAmperes', 'Please enter the existing service rating in amperes, more than 0']]);
    const text = visibleText(renderToString(<ExistingDwellingSection input={existingDwellingOf(form)} outcome={existingDwellingOutcome(form, '2023')} formula={false} editing={{ ...editing, errors }} />));
    expect(text).toContain('Please enter the existing service rating in amperes, more than 0');
    expect(text).toContain('Complete the existing dwelling check to see its result');
  });
});

describe('the print layout with the existing dwelling check', () => {
  function printOf(form: LoadCalculationForm): string {
    const methods = calculateLoadMethods(form);
    const result = methods.ok ? methods.standard : methods;
    const existing = existingDwellingOf(form);
    return renderToString(
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
    );
  }

  it('prints it when on: the service, the new loads and the result', () => {
    const markup = printOf(charger());
    const text = visibleText(markup);
    expect(markup).toContain('data-testid="print-existing-dwelling"');
    expect(text).toContain('Existing service 200 A');
    expect(text).toContain('EV charger EV 7,680 1');
    expect(markup).toContain('data-testid="print-existing-net-va"');
    expect(text).toContain('32,112 VA');
    expect(markup).not.toContain('role="switch"');
  });

  it('leaves it out when off', () => {
    expect(printOf(setExistingDwellingEnabled(charger(), false))).not.toContain('existing-dwelling');
  });
});
