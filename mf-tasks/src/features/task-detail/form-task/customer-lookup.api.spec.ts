import { describe, expect, it } from '@jest/globals';
import { customerOptions, type CustomerMatch } from './customer-lookup.api.js';

const customer = (id: number, name: string, address: string): CustomerMatch => ({
  id,
  name,
  address,
  email: null,
  phone: null,
  profileUrl: `https://go.servicetitan.com/#/Customer/${id}`,
  squareFootage: null,
  customFields: [],
});

describe(customerOptions.name, () => {
  it("offers each customer's name to fill in, with the address beside it, best match first", () => {
    expect(customerOptions([customer(7, 'Ann Volt', '12 Oak St, Austin, TX 78701'), customer(9, 'Annie Watts', '')])).toEqual([
      { key: '7', value: 'Ann Volt', label: 'Ann Volt · 12 Oak St, Austin, TX 78701' },
      { key: '9', value: 'Annie Watts', label: 'Annie Watts' },
    ]);
  });

  it('offers a name two customers share once (both fill in the same text), as the better match', () => {
    expect(customerOptions([customer(7, 'Ann Volt', '12 Oak St'), customer(8, 'Ann Volt', '3 Elm Rd')]).map((o) => o.label)).toEqual(['Ann Volt · 12 Oak St']);
  });
});
