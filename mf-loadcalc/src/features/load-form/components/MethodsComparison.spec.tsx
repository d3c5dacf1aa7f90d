/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { calculateLoad, calculateLoadMethods, defaultLoadForm } from '@milestone/loadcalc';
import { decisionsBySection, methodsComparison, omissionText } from '../load-form.model.js';
import { MethodsComparison } from './MethodsComparison.js';
import { TotalsSection } from './TotalsSection.js';

// The DOM and the calculation are slow on a busy machine.
jest.setTimeout(30_000);

const form = { ...defaultLoadForm(new Date(2025, 1, 3, 12)), squareFeet: '2,000' };

describe(MethodsComparison.name, () => {
  it('shows both methods with net load, amperes and service, the lower one badged, and the 220.82 lines', () => {
    const { container } = render(<MethodsComparison comparison={methodsComparison(calculateLoadMethods(form))} reason="" formula={false} />);
    expect(screen.getByTestId('method-optional').dataset['lower']).toBe('true');
    expect(screen.getByTestId('method-standard').dataset['lower']).toBe('false');
    expect(screen.getByTestId('method-optional-lower')).toBeTruthy();
    expect(screen.queryByTestId('method-standard-lower')).toBeNull();
    expect(screen.getByTestId('method-standard-net').textContent).toBe('52,160 VA');
    expect(screen.getByTestId('method-standard-amperes').textContent).toBe('217.33 A');
    expect(screen.getByTestId('method-optional-net').textContent).toBe('35,115 VA');
    expect(screen.getByTestId('method-optional-amperes').textContent).toBe('146.31 A');
    expect(screen.getByTestId('methods-verdict').textContent).toBe(
      'The optional method (220.82) gives the lower service: 150 A against 225 A by the standard method.',
    );
    expect(container.textContent).toContain('220.82(C)(4)');
    expect(screen.queryByTestId('decisions-optional')).toBeNull();
  });

  it("lists the optional method's decisions with Formula Details on, and prefixes test ids in print", () => {
    render(<MethodsComparison comparison={methodsComparison(calculateLoadMethods(form))} reason="" formula print />);
    expect(screen.getByTestId('print-load-methods')).toBeTruthy();
    expect(screen.getByTestId('decisions-print-optional')).toBeTruthy();
    expect(screen.queryByTestId('load-methods')).toBeNull();
  });

  it('says why there are no figures instead of showing any', () => {
    render(<MethodsComparison comparison={null} reason="Enter the square footage to calculate the load." formula={false} />);
    expect(screen.getByText('Enter the square footage to calculate the load.')).toBeTruthy();
    expect(screen.queryByTestId('method-optional')).toBeNull();
  });
});

describe(TotalsSection.name, () => {
  it('shows on the OMIT line what is omitted and what is kept, and the service decision with Formula Details', () => {
    const result = calculateLoad(form, { codeEdition: '2023' });
    if (!result.ok) throw new Error('the default form calculates');
    const { container } = render(
      <TotalsSection totals={result.totals} reason="" omission={omissionText(result)} decisions={decisionsBySection(result).totals} />,
    );
    expect(screen.getByTestId('omission-text').textContent).toContain(
      'OMIT A/C Unit 5,040 W omitted (220.60); 1,260 VA kept: 25% of the largest motor (220.60, 430.24)',
    );
    const decisions = screen.getByTestId('decisions-totals');
    expect(decisions.querySelector('[data-rule="service-size"]')).not.toBeNull();
    expect(container.textContent).toContain('NEC 220.5(A)');
  });
});
