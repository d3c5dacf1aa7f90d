import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { calculateLoad, defaultLoadForm } from '@milestone/loadcalc';
import { SummaryBar } from './SummaryBar.js';

/** The text a reader sees, tags dropped. */
function visibleText(markup: string): string {
  return markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}

describe(SummaryBar.name, () => {
  it("shows the engine's net VA, amperes and recommended service", () => {
    // The default form at 2,000 sq ft: 52,160 VA, 217.33 A, 225 A (worked by hand in load-calculator.e2e.ts).
    const result = calculateLoad({ ...defaultLoadForm(new Date(2025, 1, 3, 12)), squareFeet: '2,000' });
    if (!result.ok) throw new Error('the default form computes');
    const markup = renderToString(<SummaryBar totals={result.totals} />);
    expect(markup).toContain('aria-label="Totals summary"');
    expect(visibleText(markup)).toBe('Net 52,160 VA Amperes 217.33 A Service 225 A');
  });

  it("shows '—' while the form has no figures", () => {
    expect(visibleText(renderToString(<SummaryBar totals={null} />))).toBe('Net — Amperes — Service —');
  });
});
