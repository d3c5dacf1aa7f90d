import { addressKey, houseNumberOf, splitAddressLines, tidyAddress } from './address.js';

describe('property lookup addresses', () => {
  it('tidies what a user typed into "Street, City, State Zip"', () => {
    expect(tidyAddress('  1420 Oak   Street,Springfield ,  IL 62704 ')).toBe('1420 Oak Street, Springfield, IL 62704');
    expect(tidyAddress('1420 Oak Street,, Springfield,')).toBe('1420 Oak Street, Springfield');
    expect(tidyAddress(' , ')).toBe('');
  });

  it('compares addresses by their letters and digits only, in lower case', () => {
    expect(addressKey('1420 Oak St., Springfield, IL 62704')).toBe('1420 oak st springfield il 62704');
    expect(addressKey('1420  OAK ST Springfield IL 62704')).toBe(addressKey('1420 Oak St., Springfield, IL 62704'));
    expect(addressKey('Apt #4-B')).toBe('apt 4 b');
  });

  it('reads the house number an address starts with, so a neighbour is never taken for the house', () => {
    expect(houseNumberOf('1420 Oak St')).toBe('1420');
    expect(houseNumberOf(' 1420B Oak St')).toBe('1420');
    expect(houseNumberOf('Oak St 1420')).toBeNull();
  });

  it("splits an address into ATTOM's two lines at the first comma", () => {
    expect(splitAddressLines('4529 Winona Court, Denver, CO 80212')).toEqual({ line1: '4529 Winona Court', line2: 'Denver, CO 80212' });
    expect(splitAddressLines('4529 Winona Court')).toEqual({ line1: '4529 Winona Court', line2: '' });
  });
});
