import { describe, expect, it } from '@jest/globals';
import { defaultLoadCalculationForm, saveRequest } from './calculation-form.js';

describe(saveRequest.name, () => {
  it('refuses a blank name with the spec message', () => {
    expect(saveRequest('   ', 'x', {})).toEqual({ ok: false, message: 'Please enter a name for the calculation' });
  });

  it('trims name and description and carries the whole form data', () => {
    const form = defaultLoadCalculationForm(new Date('2025-02-03T12:00:00Z'));
    const result = saveRequest('  Smith residence ', '  200A service ', form);
    expect(result).toEqual({ ok: true, body: { name: 'Smith residence', description: '200A service', formData: { ...form } } });
  });

  it('leaves out an empty description', () => {
    const result = saveRequest('A', '  ', {});
    expect(result.ok && result.body).toEqual({ name: 'A', formData: {} });
  });
});

describe(defaultLoadCalculationForm.name, () => {
  it('holds the spec defaults', () => {
    const form = defaultLoadCalculationForm(new Date('2025-02-03T12:00:00Z'));
    expect(form.calculationDate).toBe('2025-02-03');
    expect(form.kitchenApplianceCircuits).toBe(2);
    expect(form.laundryRoomCircuits).toBe(1);
    expect(form.appliances.map((a) => [a.name, a.watts])).toEqual([
      ['Water Heater', 4500],
      ['Microwave', 1800],
      ['Dishwasher', 1500],
      ['Disposer', 800],
    ]);
    expect(form.largeAppliances.find((a) => a.name === 'Heating Unit 2')).toMatchObject({ type: 'Heating Unit', watts: 15000 });
  });
});
