import { beforeAll, describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { preloadDeferredUi } from '@milestone/ui';
import { UNIT_BY_TECHNICIAN_BY_MONTH, UNIT_BY_TECHNICIAN_LINES } from '../../../entities/report/report.fixture.js';
import { PivotResultTable } from './PivotResultTable.js';

const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

function render() {
  return renderToString(
    <PivotResultTable meta={UNIT_BY_TECHNICIAN_BY_MONTH} lines={UNIT_BY_TECHNICIAN_LINES} sort={{ by: 'label', direction: 'asc' }} onSortChange={() => undefined} loading={false} />,
  );
}

describe(PivotResultTable.name, () => {
  beforeAll(async () => {
    await preloadDeferredUi();
  });

  it('marks the two unit subtotals and the grand total by row type, styled apart from the data rows', () => {
    const markup = render();
    expect(markup.match(/data-row-type="subtotal"/g)).toHaveLength(2);
    expect(markup.match(/data-row-type="grandTotal"/g)).toHaveLength(1);
    expect(markup.match(/data-row-type="data"/g)).toHaveLength(3);
    expect(markup).toMatch(/<tr data-row-type="grandTotal"[^>]*class="[^"]*pivot-row-grand-total/);
    expect(markup.match(/<tr data-row-type="subtotal"[^>]*class="[^"]*pivot-row-subtotal/g)).toHaveLength(2);
  });

  it('heads the months under the value and totals each unit, with a toggle to collapse it', () => {
    const markup = render();
    const shown = text(markup);
    expect(shown).toMatch(/Sum of Invoice Subtotal .*Jan 2026 .*Feb 2026 .*Grand Total/);
    expect(shown).toContain('Electrical $150.00 $50.00 $200.00');
    expect(shown).toContain('Grand Total $350.00 $50.00 $400.00');
    expect(markup).toContain('aria-label="Collapse Electrical"');
    expect(markup).toContain('aria-label="Collapse HVAC"');
    expect(markup).toContain('data-testid="pivot-table"');
  });
});
