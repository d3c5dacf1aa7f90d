import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { defaultLoadForm } from '@milestone/loadcalc';
import { AddressField, BasicInformationPrint } from './BasicInformation.js';

const noop = () => undefined;

describe(AddressField.name, () => {
  it('shows the property lookup beside the address, ready to press', () => {
    const markup = renderToString(<AddressField value="1420 Oak Street" onChange={noop} onTouch={noop} lookup={{ running: false, onLookup: noop }} />);
    expect(markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).toContain('Look up sq ft');
    expect(markup).toMatch(/<button[^>]*aria-label="Look up square footage for this address"/);
    expect(markup).not.toMatch(/<button[^>]*disabled/);
    expect(markup).toContain('value="1420 Oak Street"');
  });

  it('spins and cannot be pressed again while a lookup runs', () => {
    const markup = renderToString(<AddressField value="1420 Oak Street" onChange={noop} onTouch={noop} lookup={{ running: true, onLookup: noop }} />);
    expect(markup).toMatch(/<button[^>]*disabled/);
    expect(markup).toContain('ant-btn-loading');
  });
});

describe(BasicInformationPrint.name, () => {
  it('prints the customer and property without the lookup or the search', () => {
    const form = { ...defaultLoadForm(new Date(2025, 1, 3, 12)), customerName: 'Ann Smith', customerEmail: 'no email found', squareFeet: 2150 };
    const markup = renderToString(<BasicInformationPrint form={form} codeEdition="2017" />);
    expect(markup).toContain('Ann Smith');
    expect(markup).toContain('2,150');
    expect(markup).not.toContain('Look up');
    expect(markup).not.toContain('customer-search-dropdown');
    expect(markup).toContain('NEC 2017');
  });
});
