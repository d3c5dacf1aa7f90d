import { closestName } from './closest-name.js';

describe('closestName', () => {
  it.each([
    ['Hours', ['Tech', 'Hrs', 'Date'], 'Hrs'],
    ['Technician', ['Tech', 'Hours', 'Date'], 'Tech'],
    ['Qty', ['Item', 'Quantity', 'Price'], 'Quantity'],
    ['customer id', ['Customer ID', 'Customer Name'], 'Customer ID'],
    ['Employee', ['Employee Name', 'Dept'], 'Employee Name'],
    ['Statuses', ['Job', 'Status'], 'Status'],
  ])('takes "%s" for the clearly closest of %j', (wanted, columns, expected) => {
    expect(closestName(wanted, columns)).toBe(expected);
  });

  it.each([
    ['Hours', ['Tech', 'Job', 'Date']],
    ['Date', ['Rate', 'Tech']],
    ['Name', ['First Name', 'Last Name']],
  ])('guesses nothing for "%s" among %j', (wanted, columns) => {
    expect(closestName(wanted, columns)).toBeNull();
  });
});
