/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLoadForm } from '@milestone/loadcalc';
import { AddressField, BasicInformationPrint } from './BasicInformation.js';

// antd in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

function showAddress(running: boolean) {
  const handlers = { onChange: jest.fn<(address: string) => void>(), onTouch: jest.fn(), onLookup: jest.fn() };
  render(<AddressField value="1420 Oak Street" onChange={handlers.onChange} onTouch={handlers.onTouch} lookup={{ running, onLookup: handlers.onLookup }} />);
  return handlers;
}

describe(AddressField.name, () => {
  it('shows the property lookup beside the address, ready to press', async () => {
    const { onLookup } = showAddress(false);
    const lookup = screen.getByRole('button', { name: 'Look up square footage for this address' }) as HTMLButtonElement;
    expect(lookup.textContent).toBe('Look up sq ft');
    expect(lookup.disabled).toBe(false);
    expect((screen.getByRole('textbox', { name: 'Address' }) as HTMLInputElement).value).toBe('1420 Oak Street');
    await userEvent.click(lookup);
    expect(onLookup).toHaveBeenCalledTimes(1);
  });

  it('passes what is typed in the address on, and marks it touched when left', async () => {
    const { onChange, onTouch } = showAddress(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), 'A');
    expect(onChange).toHaveBeenLastCalledWith('1420 Oak StreetA');
    await userEvent.tab();
    expect(onTouch).toHaveBeenCalled();
  });

  it('spins and cannot be pressed again while a lookup runs', async () => {
    const { onLookup } = showAddress(true);
    const lookup = screen.getByRole('button', { name: 'Look up square footage for this address' }) as HTMLButtonElement;
    expect(lookup.disabled).toBe(true);
    expect(lookup.classList.contains('ant-btn-loading')).toBe(true);
    await userEvent.setup({ pointerEventsCheck: 0 }).click(lookup);
    expect(onLookup).not.toHaveBeenCalled();
  });
});

describe(BasicInformationPrint.name, () => {
  it('prints the customer and property without the lookup or the search', () => {
    const form = { ...defaultLoadForm(new Date(2025, 1, 3, 12)), customerName: 'Ann Smith', customerEmail: 'no email found', squareFeet: 2150 };
    const { container } = render(<BasicInformationPrint form={form} codeEdition="2017" />);
    expect(screen.getByText('Ann Smith')).toBeTruthy();
    expect(container.textContent).toContain('2,150');
    expect(container.textContent).not.toContain('Look up');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(container.querySelector('[data-testid="customer-search-dropdown"]')).toBeNull();
    expect(container.textContent).toContain('NEC 2017');
  });
});
