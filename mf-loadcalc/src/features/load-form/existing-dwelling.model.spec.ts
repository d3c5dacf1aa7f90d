import { describe, expect, it } from '@jest/globals';
import { defaultLoadForm, type LoadCalculationForm } from '@milestone/loadcalc';
import {
  addNewLoad,
  deleteNewLoad,
  EXISTING_DWELLING_MESSAGES,
  existingDwellingForSubmission,
  existingDwellingIssues,
  existingDwellingOf,
  existingDwellingOutcome,
  normalizeExistingDwelling,
  setExistingDwellingEnabled,
  setExistingServiceAmperes,
  updateNewLoad,
} from './existing-dwelling.model.js';
import { normalizeFormData, resetForm } from './load-form.model.js';
import { readStoredForm, storeForm, type KeyValueStorage } from './load-form.storage.js';

const TODAY = new Date(2025, 1, 3, 12);
const house = (): LoadCalculationForm => ({ ...defaultLoadForm(TODAY), squareFeet: '2,000', technician: 'Alex Volt' });

/** The default form at 2,000 sq ft with the check on: a 7,680 W EV charger against an existing service. */
function withCharger(amperes: string | number): LoadCalculationForm {
  let form: LoadCalculationForm = setExistingDwellingEnabled(house(), true);
  form = setExistingServiceAmperes(form, amperes);
  return updateNewLoad(form, 0, { name: 'EV charger', type: 'EV', watts: '7,680', quantity: '1' });
}

function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

describe('the existing dwelling check (NEC 220.83) in the form', () => {
  it('is off on a fresh form and after Reset to Defaults, with one load ready to fill in', () => {
    expect(existingDwellingOf(house())).toEqual({ enabled: false, existingServiceAmperes: '', newLoads: [{ name: '', type: 'EV', watts: '', quantity: 1 }] });
    expect(existingDwellingOf(resetForm(TODAY)).enabled).toBe(false);
    expect(existingDwellingIssues(house())).toEqual([]);
    expect(existingDwellingForSubmission(house())).toBeUndefined();
  });

  it('adds, edits and deletes new loads without touching the form it came from', () => {
    const on = setExistingDwellingEnabled(house(), true);
    const two = addNewLoad(on);
    const edited = updateNewLoad(two, 1, { name: 'Heat pump', type: 'Heat Pump', watts: '4,800' });
    expect(existingDwellingOf(edited).newLoads).toEqual([
      { name: '', type: 'EV', watts: '', quantity: 1 },
      { name: 'Heat pump', type: 'Heat Pump', watts: '4,800', quantity: 1 },
    ]);
    expect(existingDwellingOf(two).newLoads[1]!.name).toBe('');
    expect(existingDwellingOf(deleteNewLoad(edited, 0)).newLoads.map((row) => row.name)).toEqual(['Heat pump']);
    expect(deleteNewLoad(edited, 5)).toBe(edited);
    expect(updateNewLoad(edited, 9, { name: 'x' })).toBe(edited);
    // The spec's fields are the same objects' values: nothing else changed.
    expect({ ...edited, existingDwelling: undefined }).toEqual({ ...house(), existingDwelling: undefined });
  });

  it("refuses a missing rating, no loads and bad rows with the engine's texts, under existingDwelling", () => {
    const on = setExistingDwellingEnabled(house(), true);
    expect(existingDwellingIssues(on).map((issue) => [issue.field, issue.message])).toEqual([
      ['existingDwelling.existingServiceAmperes', EXISTING_DWELLING_MESSAGES.serviceAmperes],
      ['existingDwelling.newLoads.0.watts', 'Watts must be a number, 0 or more'],
    ]);
    const bad = updateNewLoad(setExistingServiceAmperes(on, '0'), 0, { watts: '7,680', quantity: '1.5' });
    expect(existingDwellingIssues(bad).map((issue) => issue.field)).toEqual([
      'existingDwelling.existingServiceAmperes',
      'existingDwelling.newLoads.0.quantity',
    ]);
    expect(existingDwellingIssues(setExistingServiceAmperes(bad, '150.5')).map((issue) => issue.message)[0]).toBe(
      EXISTING_DWELLING_MESSAGES.serviceAmperesWhole,
    );
    const none = deleteNewLoad(setExistingServiceAmperes(on, '200'), 0);
    expect(existingDwellingIssues(none).map((issue) => issue.message)).toEqual([EXISTING_DWELLING_MESSAGES.noLoads]);
    // Off: whatever is typed there is not checked.
    expect(existingDwellingIssues(setExistingDwellingEnabled(bad, false))).toEqual([]);
  });

  it('computes existing load, new load, result and whether the service suffices (220.83(A)), by hand', () => {
    // Existing (the default form, 2,000 sq ft): lighting 2,000 x 3 = 6,000; 3 circuits x 1,500 = 4,500;
    //   fastened 4,500 + 1,800 + 1,500 + 800 = 8,600; range 12,000, cooktop 3,300, oven 2,200, EV 4,500
    //   = 41,100; heating 4,500 + 15,000 = 19,500 against A/C 5,040: the larger counts -> 60,600 VA.
    // New: EV charger 7,680 (no heating or A/C added: 220.83(A)).
    // 68,280 VA: 8,000 at 100% + 60,280 x 40% = 24,112 -> 32,112 VA; / 240 = 133.8 A.
    const enough = existingDwellingOutcome(withCharger('200'), '2023');
    if (!enough.ok) throw new Error(enough.reason);
    expect(enough).toMatchObject({
      method: '220.83(A)',
      existingLoad: '60,600 VA',
      newLoad: '7,680 VA',
      netVa: '32,112 VA',
      amperes: '133.8 A',
      existingService: '200 A',
      sufficient: true,
      verdict: 'The existing 200 A service suffices: 133.8 A calculated (66.2 A to spare).',
    });
    expect(enough.methodText).toMatch(/^NEC 220\.83\(A\): no air conditioning or space heating added/);

    // 133.8 A on a 100 A service: too small; the next standard rating is 150 A.
    const short = existingDwellingOutcome(withCharger(100), '2023');
    if (!short.ok) throw new Error(short.reason);
    expect(short.sufficient).toBe(false);
    expect(short.verdict).toBe('The existing 100 A service is too small: 133.8 A calculated; a 150 A service is needed.');
  });

  it('switches to 220.83(B) when a heat pump is added', () => {
    // Heat pump 6,000 added: A/C 5,040 + 6,000 = 11,040 against heating 19,500 (two units, fewer than
    // four): heating 19,500 at 100%. Other loads: 41,100 -> 8,000 + 33,100 x 40% = 21,240.
    // 21,240 + 19,500 = 40,740 VA; 169.75 A.
    const form = updateNewLoad(withCharger('200'), 0, { name: 'Heat pump', type: 'Heat Pump', watts: '6000' });
    const outcome = existingDwellingOutcome(form, '2023');
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome).toMatchObject({ method: '220.83(B)', netVa: '40,740 VA', amperes: '169.75 A', sufficient: true });
  });

  it('says what is missing instead of a result', () => {
    expect(existingDwellingOutcome(setExistingDwellingEnabled(house(), true), '2023')).toEqual({
      ok: false,
      reason: `Complete the existing dwelling check to see its result (${EXISTING_DWELLING_MESSAGES.serviceAmperes}).`,
    });
    expect(existingDwellingOutcome({ ...withCharger('200'), squareFeet: '' }, '2023')).toEqual({
      ok: false,
      reason: 'Enter the square footage to calculate the existing load.',
    });
  });

  it('sends numbers when on, and survives local storage and a saved calculation', () => {
    const form = withCharger('200');
    expect(existingDwellingForSubmission(form)).toEqual({
      enabled: true,
      existingServiceAmperes: 200,
      newLoads: [{ name: 'EV charger', type: 'EV', watts: 7680, quantity: 1 }],
    });
    const storage = memoryStorage();
    storeForm(storage, form);
    expect(existingDwellingOf(readStoredForm(storage, TODAY)!)).toEqual(existingDwellingOf(form));
    expect(existingDwellingOf(normalizeFormData(JSON.parse(JSON.stringify(form)), TODAY))).toEqual(existingDwellingOf(form));
    // A saved calculation without the check stays without it.
    expect('existingDwelling' in normalizeFormData(house(), TODAY)).toBe(false);
  });

  it('reads any stored JSON without throwing', () => {
    expect(normalizeExistingDwelling(null)).toBeNull();
    expect(normalizeExistingDwelling('on')).toBeNull();
    expect(normalizeExistingDwelling({ enabled: 'yes', existingServiceAmperes: null, newLoads: [null, { type: 7, watts: {} }] })).toEqual({
      enabled: false,
      existingServiceAmperes: '',
      newLoads: [
        { name: '', type: 'EV', watts: '', quantity: 1 },
        { name: '', type: 'EV', watts: '[object Object]', quantity: 1 },
      ],
    });
  });
});
