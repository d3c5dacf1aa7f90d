import { defaultLoadForm } from './load-form.defaults.js';
import { VALIDATION_MESSAGES, validateSubmission } from './load-form.validation.js';
import { readSubmission, SUBMISSION_MESSAGES, SUBMISSION_ROW_LIMIT, type AcceptedSubmission } from './submission.js';

/** The form as the screen's Submit sends it (JSON), with the fields a test changes. */
function wire(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify({ ...defaultLoadForm(new Date(2025, 1, 3)), customerName: 'Jane Doe', squareFeet: '2,000', technician: ' Tom Tech ', ...overrides }),
  ) as Record<string, unknown>;
}

function accepted(formData: unknown): AcceptedSubmission {
  const read = readSubmission(formData);
  if (!read.ok) throw new Error(JSON.stringify(read.issues));
  return read;
}

function messages(formData: unknown): string[] {
  const read = readSubmission(formData);
  return read.ok ? [] : read.issues.map((issue) => issue.message);
}

const EV_CHARGER = { name: 'EV charger', type: 'EV', watts: '9,600', quantity: 1 };

describe(readSubmission.name, () => {
  it('accepts the filled form: the 2023 edition, no existing-dwelling check, numbers read and texts trimmed', () => {
    const sut = accepted(wire());
    expect(sut.codeEdition).toBe('2023');
    expect(sut.existingDwelling).toBeNull();
    expect(sut.form).toMatchObject({
      customerName: 'Jane Doe',
      technician: 'Tom Tech',
      squareFeet: 2000,
      kitchenApplianceCircuits: 2,
      calculationDate: '2025-02-03',
    });
    expect(sut.form.appliances[0]).toEqual({ name: 'Water Heater', watts: 4500, quantity: 1, loadManagement: false });
    expect(sut.form.largeAppliances).toHaveLength(7);
  });

  it('refuses what Submit refuses, with validateSubmission’s texts in its order', () => {
    const form = wire({ squareFeet: '', technician: '  ' });
    expect(messages(form)).toEqual([VALIDATION_MESSAGES.squareFeet, VALIDATION_MESSAGES.technician]);
    expect(messages(form)).toEqual(validateSubmission(form as never).map((issue) => issue.message));
    expect(messages(wire({ squareFeet: '0' }))).toEqual(['Please enter a valid square footage']);
    expect(messages(wire({ technician: '' }))).toEqual(['Please enter technician name']);
  });

  it('reads square footage "1800.5" as 1800, as the form does', () => {
    expect(accepted(wire({ squareFeet: '1800.5' })).form.squareFeet).toBe(1800);
  });

  it('refuses a bad appliance row with the row’s field', () => {
    const appliances = [...(wire()['appliances'] as unknown[]), { name: 'Pump', watts: '-5', quantity: 1.5, loadManagement: false }];
    const read = readSubmission(wire({ appliances }));
    expect(read.ok).toBe(false);
    expect(!read.ok && read.issues.map((issue) => [issue.field, issue.message])).toEqual([
      ['appliances.4.watts', VALIDATION_MESSAGES.watts],
      ['appliances.4.quantity', VALIDATION_MESSAGES.quantity],
    ]);
  });

  it.each([['2017'], ['2020'], ['2023']])('takes the code edition %s', (edition) => {
    expect(accepted(wire({ codeEdition: edition })).codeEdition).toBe(edition);
  });

  it.each([['2014'], [2017], ['nec-2023'], [{}]])('refuses the code edition %p with a clear text', (edition) => {
    const read = readSubmission(wire({ codeEdition: edition }));
    expect(read).toEqual({
      ok: false,
      issues: [{ field: 'codeEdition', path: ['codeEdition'], message: 'Please choose the NEC code edition: 2017, 2020, 2023' }],
    });
  });

  it('refuses formData that is not an object', () => {
    for (const formData of [null, [], 'form', 3]) expect(messages(formData)).toEqual([SUBMISSION_MESSAGES.notObject]);
  });

  it('refuses text fields that are not text or too long for the worksheet', () => {
    expect(messages(wire({ customerName: 42 }))).toEqual(['customerName must be text']);
    expect(messages(wire({ address: 'x'.repeat(501) }))).toEqual(['This text is too long for the worksheet (at most 500 characters)']);
  });

  it(`refuses a table of more than ${SUBMISSION_ROW_LIMIT} rows before reading it`, () => {
    const appliances = Array.from({ length: SUBMISSION_ROW_LIMIT + 1 }, () => ({ name: 'x', watts: 'bad', quantity: 1, loadManagement: false }));
    expect(messages(wire({ appliances }))).toEqual([`A worksheet holds at most ${SUBMISSION_ROW_LIMIT} rows per table`]);
    const atLimit = Array.from({ length: SUBMISSION_ROW_LIMIT }, () => ({ name: 'Lamp', watts: 60, quantity: 1, loadManagement: false }));
    expect(accepted(wire({ appliances: atLimit })).form.appliances).toHaveLength(SUBMISSION_ROW_LIMIT);
  });

  describe('the existing-dwelling check (NEC 220.83)', () => {
    it('is left out while its toggle is off, whatever it holds', () => {
      expect(accepted(wire({ existingDwelling: { enabled: false, existingServiceAmperes: '', newLoads: [{ type: 'Nope' }] } })).existingDwelling).toBeNull();
      expect(accepted(wire({ existingDwelling: null })).existingDwelling).toBeNull();
    });

    it('reads the rating and the new loads when on', () => {
      const sut = accepted(wire({ existingDwelling: { enabled: true, existingServiceAmperes: '200', newLoads: [{ ...EV_CHARGER, name: ' EV charger ' }] } }));
      expect(sut.existingDwelling).toEqual({ existingServiceAmperes: 200, newLoads: [{ name: 'EV charger', type: 'EV', watts: 9600, quantity: 1 }] });
    });

    it.each([[100], [125], ['150'], [175], [1], [333]])('takes the existing service %p A (a standard rating or a whole number)', (amperes) => {
      expect(
        accepted(wire({ existingDwelling: { enabled: true, existingServiceAmperes: amperes, newLoads: [EV_CHARGER] } })).existingDwelling
          ?.existingServiceAmperes,
      ).toBe(Number(amperes));
    });

    it.each([
      ['', SUBMISSION_MESSAGES.serviceAmperes],
      [0, SUBMISSION_MESSAGES.serviceAmperes],
      [-100, SUBMISSION_MESSAGES.serviceAmperes],
      ['two hundred', SUBMISSION_MESSAGES.serviceAmperes],
      [20_000, SUBMISSION_MESSAGES.serviceAmperes],
      [150.5, SUBMISSION_MESSAGES.serviceAmperesWhole],
    ])('refuses the existing service %p', (amperes, message) => {
      const read = readSubmission(wire({ existingDwelling: { enabled: true, existingServiceAmperes: amperes, newLoads: [EV_CHARGER] } }));
      expect(read).toEqual({
        ok: false,
        issues: [{ field: 'existingDwelling.existingServiceAmperes', path: ['existingDwelling', 'existingServiceAmperes'], message }],
      });
    });

    it('checks the new loads like large appliances, and asks for at least one', () => {
      const read = readSubmission(
        wire({
          existingDwelling: { enabled: true, existingServiceAmperes: 200, newLoads: [{ name: 'Heat pump', type: 'Furnace', watts: 'lots', quantity: -1 }] },
        }),
      );
      expect(!read.ok && read.issues.map((issue) => [issue.field, issue.message])).toEqual([
        ['existingDwelling.newLoads.0.type', VALIDATION_MESSAGES.type],
        ['existingDwelling.newLoads.0.watts', VALIDATION_MESSAGES.watts],
        ['existingDwelling.newLoads.0.quantity', VALIDATION_MESSAGES.quantity],
      ]);
      expect(messages(wire({ existingDwelling: { enabled: true, existingServiceAmperes: 200, newLoads: [] } }))).toEqual([SUBMISSION_MESSAGES.noLoads]);
    });

    it('refuses a check that is not an object or whose toggle is not a yes/no', () => {
      expect(messages(wire({ existingDwelling: 'yes' }))).toEqual([SUBMISSION_MESSAGES.existingDwelling]);
      expect(messages(wire({ existingDwelling: { enabled: 'true' } }))).toEqual([SUBMISSION_MESSAGES.existingDwelling]);
    });

    it('lists the form’s issues first, then the edition’s, then the check’s', () => {
      expect(
        messages(wire({ squareFeet: '', codeEdition: '1999', existingDwelling: { enabled: true, existingServiceAmperes: 0, newLoads: [EV_CHARGER] } })),
      ).toEqual([VALIDATION_MESSAGES.squareFeet, SUBMISSION_MESSAGES.codeEdition, SUBMISSION_MESSAGES.serviceAmperes]);
    });
  });
});
