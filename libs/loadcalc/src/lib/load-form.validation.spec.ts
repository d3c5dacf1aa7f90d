import { defaultLoadForm } from './load-form.defaults.js';
import type { LoadCalculationForm } from './load-form.types.js';
import { parseLoadForm, parseNumberInput, parseSquareFeet, validateLoadForm, validateSubmission, VALIDATION_ERROR_TITLE } from './load-form.validation.js';

function validForm(overrides: Partial<LoadCalculationForm> = {}): LoadCalculationForm {
  return { ...defaultLoadForm(new Date(2025, 0, 15)), squareFeet: '2,000', technician: 'Ana', ...overrides };
}

describe(parseSquareFeet.name, () => {
  it.each([
    ['2000', 2000],
    ['2,000', 2000],
    [' 12,345 ', 12345],
    ['1,234,567', 1234567],
    [1500, 1500],
    ['1', 1],
    // An integer, as the spec reads it: the fraction is dropped (parseInt), not refused.
    ['1800.5', 1800],
    ['1,800.99', 1800],
    [2400.7, 2400],
    ['1.5', 1],
    [1.5, 1],
  ])('reads %p as %p', (input, value) => expect(parseSquareFeet(input)).toBe(value));

  it.each([
    [''],
    ['   '],
    ['0'],
    [0],
    ['0.5'],
    ['-5'],
    [-5],
    ['abc'],
    ['20,00'],
    ['2,0000'],
    [',200'],
    ['1e3'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [null],
    [undefined],
  ])('rejects %p', (input) => expect(parseSquareFeet(input)).toBeNull());
});

describe(parseNumberInput.name, () => {
  it('reads plain and grouped numbers with decimals and nothing else', () => {
    expect(parseNumberInput('1,500')).toBe(1500);
    expect(parseNumberInput('1500.5')).toBe(1500.5);
    expect(parseNumberInput('0')).toBe(0);
    expect(parseNumberInput(' 7 ')).toBe(7);
    expect(parseNumberInput('-1')).toBeNull();
    expect(parseNumberInput('1.')).toBeNull();
    expect(parseNumberInput('0x10')).toBeNull();
    expect(parseNumberInput(true)).toBeNull();
  });
});

describe(validateLoadForm.name, () => {
  it('accepts the default form once square footage is given', () => {
    expect(validateLoadForm(validForm())).toEqual([]);
  });

  it("uses the spec's message for a missing, zero or negative square footage", () => {
    for (const squareFeet of ['', '0', '-100', 'lots']) {
      expect(validateLoadForm(validForm({ squareFeet }))).toEqual([
        { field: 'squareFeet', path: ['squareFeet'], message: 'Please enter a valid square footage' },
      ]);
    }
    expect(VALIDATION_ERROR_TITLE).toBe('Validation Error');
  });

  it('takes a square footage with a fraction (read as its integer), and refuses less than one square foot', () => {
    expect(validateLoadForm(validForm({ squareFeet: '1800.5' }))).toEqual([]);
    expect(validateLoadForm(validForm({ squareFeet: '0.5' }))).toEqual([
      { field: 'squareFeet', path: ['squareFeet'], message: 'Please enter a valid square footage' },
    ]);
  });

  it('asks for whole, non-negative circuit counts and quantities', () => {
    const form = validForm({ kitchenApplianceCircuits: 1.5, laundryRoomCircuits: -1 });
    form.appliances[1]!.quantity = '2.5';
    form.largeAppliances[3]!.quantity = -2;
    expect(validateLoadForm(form).map((e) => [e.field, e.message])).toEqual([
      ['kitchenApplianceCircuits', 'Please enter the number of kitchen circuits as a whole number, 0 or more'],
      ['laundryRoomCircuits', 'Please enter the number of laundry circuits as a whole number, 0 or more'],
      ['appliances.1.quantity', 'Quantity must be a whole number, 0 or more'],
      ['largeAppliances.3.quantity', 'Quantity must be a whole number, 0 or more'],
    ]);
  });

  it('accepts zero, decimals and thousands separators for watts and rejects negatives and blanks', () => {
    const form = validForm();
    form.appliances[0]!.watts = '4,500';
    form.appliances[1]!.watts = 0;
    form.appliances[2]!.watts = '1500.5';
    expect(validateLoadForm(form)).toEqual([]);
    form.appliances[3]!.watts = -800;
    form.largeAppliances[0]!.watts = '';
    expect(validateLoadForm(form)).toEqual([
      { field: 'appliances.3.watts', path: ['appliances', 3, 'watts'], message: 'Watts must be a number, 0 or more' },
      { field: 'largeAppliances.0.watts', path: ['largeAppliances', 0, 'watts'], message: 'Watts must be a number, 0 or more' },
    ]);
  });

  it('rejects values beyond any dwelling instead of computing with them', () => {
    const form = validForm();
    form.largeAppliances[0]!.watts = 5_000_000;
    expect(validateLoadForm(form)).toEqual([
      { field: 'largeAppliances.0.watts', path: ['largeAppliances', 0, 'watts'], message: 'This value is too large for a residential calculation' },
    ]);
  });

  it('asks for one of the nine appliance types', () => {
    const form = validForm();
    (form.largeAppliances[0] as { type: string }).type = 'Toaster';
    expect(validateLoadForm(form)).toEqual([
      { field: 'largeAppliances.0.type', path: ['largeAppliances', 0, 'type'], message: 'Please choose an appliance type' },
    ]);
  });

  it('reports malformed saved data as errors, never as NaN', () => {
    const broken = { ...validForm(), appliances: undefined, largeAppliances: 'none' } as unknown as LoadCalculationForm;
    expect(validateLoadForm(broken).map((e) => e.field)).toEqual(['appliances', 'largeAppliances']);
  });

  it('treats a missing load-management flag as unmanaged', () => {
    const form = validForm();
    delete (form.appliances[0] as Partial<(typeof form.appliances)[0]>).loadManagement;
    const parsed = parseLoadForm(form);
    expect(parsed.ok && parsed.value.appliances[0]!.loadManagement).toBe(false);
  });
});

describe(validateSubmission.name, () => {
  it('also asks for a technician name, after the square footage', () => {
    expect(validateSubmission(validForm({ squareFeet: '', technician: '   ' })).map((e) => e.message)).toEqual([
      'Please enter a valid square footage',
      'Please enter technician name',
    ]);
    expect(validateSubmission(validForm({ technician: '' })).map((e) => e.field)).toEqual(['technician']);
    expect(validateSubmission(validForm())).toEqual([]);
  });
});
