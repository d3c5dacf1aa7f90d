/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { calculateLoad, defaultLoadForm } from '@milestone/loadcalc';
import { SummaryBar } from './SummaryBar.js';

/** The bar's text as a reader sees it, one space between its pieces. */
const barText = () =>
  Array.from(screen.getByRole('region', { name: 'Totals summary' }).querySelectorAll('.lc-summary-bar__label, strong'), (piece) => piece.textContent).join(' ');

describe(SummaryBar.name, () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("shows the engine's net VA, amperes and recommended service", () => {
    // The default form at 2,000 sq ft: 52,160 VA, 217.33 A, 225 A (worked by hand in load-calculator.e2e.ts).
    const result = calculateLoad({ ...defaultLoadForm(new Date(2025, 1, 3, 12)), squareFeet: '2,000' });
    if (!result.ok) throw new Error('the default form computes');
    render(<SummaryBar totals={result.totals} />);
    expect(barText()).toBe('Net 52,160 VA Amperes 217.33 A Service 225 A');
    expect(screen.getByTestId('summary-net-va').textContent).toBe('52,160 VA');
    expect(screen.getByTestId('summary-amperes').textContent).toBe('217.33 A');
    expect(screen.getByTestId('summary-service').textContent).toBe('225 A');
  });

  it("shows '—' while the form has no figures", () => {
    render(<SummaryBar totals={null} />);
    expect(barText()).toBe('Net — Amperes — Service —');
  });

  it('sits at the bottom of the window when the host fixes no bar there', () => {
    render(<SummaryBar totals={null} />);
    expect(screen.getByTestId('summary-bar').style.getPropertyValue('--lc-host-bar')).toBe('0px');
  });

  it("sits above the host's bar fixed at the bottom of the window (the task detail's tab bar on a phone)", () => {
    const tabBar = document.createElement('nav');
    tabBar.style.position = 'fixed';
    document.body.append(tabBar);
    jest.spyOn(tabBar, 'getBoundingClientRect').mockReturnValue({ top: window.innerHeight - 56 } as DOMRect);
    jest.spyOn(document, 'elementsFromPoint').mockReturnValue([tabBar, document.body]);
    render(<SummaryBar totals={null} />);
    expect(screen.getByTestId('summary-bar').style.getPropertyValue('--lc-host-bar')).toBe('56px');
    tabBar.remove();
  });
});
