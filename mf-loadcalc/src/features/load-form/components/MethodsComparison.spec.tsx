import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { calculateLoad, calculateLoadMethods, defaultLoadForm } from '@milestone/loadcalc';
import { decisionsBySection, methodsComparison, omissionText } from '../load-form.model.js';
import { MethodsComparison } from './MethodsComparison.js';
import { TotalsSection } from './TotalsSection.js';

const form = { ...defaultLoadForm(new Date(2025, 1, 3, 12)), squareFeet: '2,000' };

/** The text a reader sees, tags dropped. */
function visibleText(markup: string): string {
  return markup.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');
}

describe(MethodsComparison.name, () => {
  it('shows both methods with net load, amperes and service, the lower one badged, and the 220.82 lines', () => {
    const markup = renderToString(<MethodsComparison comparison={methodsComparison(calculateLoadMethods(form))} reason="" formula={false} />);
    const text = visibleText(markup);
    expect(markup).toMatch(/data-testid="method-optional" data-lower="true"/);
    expect(markup).toMatch(/data-testid="method-standard" data-lower="false"/);
    expect(markup).toContain('data-testid="method-optional-lower"');
    expect(markup).not.toContain('data-testid="method-standard-lower"');
    expect(text).toContain('52,160 VA');
    expect(text).toContain('217.33 A');
    expect(text).toContain('35,115 VA');
    expect(text).toContain('146.31 A');
    expect(text).toContain('The optional method (220.82) gives the lower service: 150 A against 225 A by the standard method.');
    expect(text).toContain('220.82(C)(4)');
    expect(markup).not.toContain('data-testid="decisions-optional"');
  });

  it('lists the optional method\'s decisions with Formula Details on, and prefixes test ids in print', () => {
    const markup = renderToString(<MethodsComparison comparison={methodsComparison(calculateLoadMethods(form))} reason="" formula print />);
    expect(markup).toContain('data-testid="print-load-methods"');
    expect(markup).toContain('data-testid="decisions-print-optional"');
    expect(markup).not.toContain('data-testid="load-methods"');
  });

  it('says why there are no figures instead of showing any', () => {
    const markup = renderToString(<MethodsComparison comparison={null} reason="Enter the square footage to calculate the load." formula={false} />);
    expect(visibleText(markup)).toContain('Enter the square footage to calculate the load.');
    expect(markup).not.toContain('method-optional');
  });
});

describe(TotalsSection.name, () => {
  it('shows on the OMIT line what is omitted and what is kept, and the service decision with Formula Details', () => {
    const result = calculateLoad(form, { codeEdition: '2023' });
    if (!result.ok) throw new Error('the default form calculates');
    const markup = renderToString(<TotalsSection totals={result.totals} reason="" omission={omissionText(result)} decisions={decisionsBySection(result).totals} />);
    const text = visibleText(markup);
    expect(text).toContain('OMIT A/C Unit 5,040 W omitted (220.60); 1,260 VA kept: 25% of the largest motor (220.60, 430.24)');
    expect(markup).toContain('data-testid="decisions-totals"');
    expect(markup).toContain('data-rule="service-size"');
    expect(text).toContain('NEC 220.5(A)');
  });
});
