import { describe, expect, it } from '@jest/globals';
import { defaultLoadForm } from '@milestone/loadcalc';
import { saveRequest } from './calculation-form.js';

describe(saveRequest.name, () => {
  it('refuses a blank name with the spec message', () => {
    expect(saveRequest('   ', 'x', {})).toEqual({ ok: false, message: 'Please enter a name for the calculation' });
  });

  it('trims name and description and carries the whole form data', () => {
    const form = defaultLoadForm(new Date('2025-02-03T12:00:00Z'));
    const result = saveRequest('  Smith residence ', '  200A service ', form);
    expect(result).toEqual({ ok: true, body: { name: 'Smith residence', description: '200A service', formData: { ...form } } });
  });

  it('leaves out an empty description', () => {
    const result = saveRequest('A', '  ', {});
    expect(result.ok && result.body).toEqual({ name: 'A', formData: {} });
  });
});
