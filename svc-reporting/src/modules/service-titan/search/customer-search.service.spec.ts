import { likeContaining, type CustomerSearchRow } from './customer-search.repository.js';
import { customFieldsOf, CustomerSearchService, oneLineAddress, toCustomerSearchResult } from './customer-search.service.js';

const row: CustomerSearchRow = {
  id: 51234,
  name: 'Jane Smith',
  customerStreet: '9 Elm Rd',
  customerCity: 'Austin',
  customerState: 'TX',
  customerZip: '78701',
  locationAddress: '1420 Oak St, Springfield, IL 62704',
  squareFootage: 1850,
  phone: '555-0100',
  email: 'jane@example.com',
  customFields: [{ typeId: 7, name: 'Gate code', value: '1234' }],
};

describe(CustomerSearchService.name, () => {
  it('answers a customer with its first location, contacts, profile link and custom fields', () => {
    expect(toCustomerSearchResult(row)).toEqual({
      id: 51234,
      name: 'Jane Smith',
      address: '1420 Oak St, Springfield, IL 62704',
      phone: '555-0100',
      email: 'jane@example.com',
      profileUrl: 'https://go.servicetitan.com/#/Customer/51234',
      squareFootage: 1850,
      customFields: [{ name: 'Gate code', value: '1234' }],
    });
  });

  it("falls back to the customer's own address when it has no active location", () => {
    expect(toCustomerSearchResult({ ...row, locationAddress: null, squareFootage: null }).address).toBe('9 Elm Rd, Austin, TX 78701');
    expect(oneLineAddress(null, 'Austin', null, '78701')).toBe('Austin, 78701');
    expect(oneLineAddress(null, null, null, null)).toBe('');
  });

  it('keeps only custom fields with a name, values as text or null', () => {
    expect(customFieldsOf([{ typeId: 1, name: 'Square Footage', value: 1850 }, { typeId: 2, name: 'Pets', value: null }, { typeId: 3 }, 'x', null])).toEqual([
      { name: 'Square Footage', value: '1850' },
      { name: 'Pets', value: null },
    ]);
    expect(customFieldsOf(null)).toEqual([]);
  });

  it("escapes LIKE's wildcards so that they match themselves", () => {
    expect(likeContaining('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
