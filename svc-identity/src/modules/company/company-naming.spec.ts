import { companyNameFromDomain, emailDomain, isFreeMailDomain, personalCompanyName } from './company-naming.js';

describe('company naming', () => {
  it('names a company after the words of its domain', () => {
    expect(companyNameFromDomain('acme-electric.com')).toBe('Acme Electric');
    expect(companyNameFromDomain('mail.acme.co.uk')).toBe('Acme');
    expect(companyNameFromDomain('brightpath.io')).toBe('Brightpath');
  });

  it('names a personal company after its owner, or after the address without names', () => {
    expect(personalCompanyName('x@gmail.com', 'Jane', 'Doe')).toBe("Jane Doe's Company");
    expect(personalCompanyName('x@gmail.com', 'Jane', null)).toBe("Jane's Company");
    expect(personalCompanyName('jane.doe+work@gmail.com')).toBe("Jane Doe's Company");
  });

  it('knows the public mail providers whatever the case', () => {
    expect(isFreeMailDomain('gmail.com')).toBe(true);
    expect(isFreeMailDomain('Proton.me')).toBe(true);
    expect(isFreeMailDomain('acme-electric.com')).toBe(false);
    expect(emailDomain('Jane@Acme.COM')).toBe('acme.com');
  });
});
