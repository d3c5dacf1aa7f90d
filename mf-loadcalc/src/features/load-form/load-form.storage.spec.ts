import { describe, expect, it } from '@jest/globals';
import { defaultLoadForm } from '@milestone/loadcalc';
import { LOAD_CALCULATION_PENDING_KEY, LOAD_CALCULATION_STORAGE_KEY } from '../saved-calculations/calculation-form.js';
import { addAppliance, setField } from './load-form.model.js';
import {
  codeEditionKey,
  CODE_EDITION_STORAGE_KEY,
  readCodeEdition,
  storeCodeEdition,
  dropPendingForm,
  editionOf,
  pendingCodeEdition,
  initialForm,
  peekPendingForm,
  putPendingForm,
  readStoredForm,
  storeForm,
  type KeyValueStorage,
} from './load-form.storage.js';

const TODAY = new Date(2025, 1, 3, 12);

function memoryStorage(): KeyValueStorage & { keys: () => string[] } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    keys: () => [...items.keys()],
  };
}

function refusingStorage(): KeyValueStorage {
  const refuse = () => {
    throw new Error('QuotaExceededError');
  };
  return { getItem: refuse, setItem: refuse, removeItem: refuse };
}

describe('load form storage', () => {
  it('round-trips the form under loadCalculation_6', () => {
    const storage = memoryStorage();
    const form = addAppliance(setField(defaultLoadForm(TODAY), 'squareFeet', '2,000'));
    storeForm(storage, form);
    expect(storage.keys()).toEqual([LOAD_CALCULATION_STORAGE_KEY]);
    expect(readStoredForm(storage, TODAY)).toEqual(form);
  });

  it('reads nothing from an empty, broken or refusing storage, and never throws', () => {
    const storage = memoryStorage();
    expect(readStoredForm(storage)).toBeNull();
    storage.setItem(LOAD_CALCULATION_STORAGE_KEY, '{not json');
    expect(readStoredForm(storage)).toBeNull();
    expect(readStoredForm(null)).toBeNull();
    expect(readStoredForm(refusingStorage())).toBeNull();
    expect(() => storeForm(refusingStorage(), defaultLoadForm(TODAY))).not.toThrow();
    expect(() => putPendingForm(refusingStorage(), {})).not.toThrow();
    expect(() => dropPendingForm(refusingStorage())).not.toThrow();
  });

  it('hands a loaded calculation to the next form once', () => {
    const session = memoryStorage();
    const saved = { ...defaultLoadForm(TODAY), squareFeet: 2400, technician: 'Alex Volt' };
    putPendingForm(session, saved);
    expect(session.keys()).toEqual([LOAD_CALCULATION_PENDING_KEY]);
    expect(peekPendingForm(session, TODAY)).toEqual(saved);
    expect(initialForm({ print: false, local: memoryStorage(), session, today: TODAY })).toEqual(saved);
    dropPendingForm(session);
    expect(initialForm({ print: false, local: memoryStorage(), session, today: TODAY })).toEqual(defaultLoadForm(TODAY));
  });

  it('starts edit mode from the defaults even when a form is stored', () => {
    const local = memoryStorage();
    storeForm(local, { ...defaultLoadForm(TODAY), squareFeet: '1,500' });
    expect(initialForm({ print: false, local, session: memoryStorage(), today: TODAY })).toEqual(defaultLoadForm(TODAY));
  });

  it('starts print mode from the stored form, or the defaults without one', () => {
    const local = memoryStorage();
    expect(initialForm({ print: true, local, session: null, today: TODAY })).toEqual(defaultLoadForm(TODAY));
    const form = { ...defaultLoadForm(TODAY), squareFeet: '1,500' };
    storeForm(local, form);
    expect(initialForm({ print: true, local, session: null, today: TODAY })).toEqual(form);
  });
});

describe('code edition storage', () => {
  it('starts at NEC 2023 when nothing is stored', () => {
    expect(readCodeEdition(memoryStorage(), 'u-1')).toBe('2023');
    expect(readCodeEdition(null, null)).toBe('2023');
  });

  it("remembers each user's edition under their own key", () => {
    const storage = memoryStorage();
    storeCodeEdition(storage, 'u-1', '2017');
    storeCodeEdition(storage, 'u-2', '2020');
    expect(readCodeEdition(storage, 'u-1')).toBe('2017');
    expect(readCodeEdition(storage, 'u-2')).toBe('2020');
    expect(storage.keys()).toEqual([`${CODE_EDITION_STORAGE_KEY}_u-1`, `${CODE_EDITION_STORAGE_KEY}_u-2`]);
  });

  it('falls back to one plain key when nobody is signed in', () => {
    const storage = memoryStorage();
    storeCodeEdition(storage, null, '2017');
    expect(codeEditionKey(undefined)).toBe(CODE_EDITION_STORAGE_KEY);
    expect(readCodeEdition(storage, undefined)).toBe('2017');
    expect(readCodeEdition(storage, 'u-1')).toBe('2023');
  });

  it('ignores an edition the engine does not know, and storage that refuses', () => {
    const storage = memoryStorage();
    storage.setItem(codeEditionKey('u-1'), JSON.stringify('2014'));
    expect(readCodeEdition(storage, 'u-1')).toBe('2023');
    storeCodeEdition(refusingStorage(), 'u-1', '2017');
    expect(readCodeEdition(refusingStorage(), 'u-1')).toBe('2023');
  });
});

describe(pendingCodeEdition.name, () => {
  it('reads the edition a saved calculation waiting in the hand-off was saved under, and nothing else', () => {
    const session = memoryStorage();
    expect(pendingCodeEdition(session)).toBeNull();
    putPendingForm(session, { ...defaultLoadForm(TODAY), codeEdition: '2017' });
    expect(pendingCodeEdition(session)).toBe('2017');
    putPendingForm(session, { ...defaultLoadForm(TODAY), codeEdition: '1999' });
    expect(pendingCodeEdition(session)).toBeNull();
    expect(pendingCodeEdition(refusingStorage())).toBeNull();
  });
});

describe(editionOf.name, () => {
  it('names the edition of a formData that carries a known one', () => {
    expect(editionOf({ codeEdition: '2020' })).toBe('2020');
    expect(editionOf({ codeEdition: 2020 })).toBeNull();
    expect(editionOf({})).toBeNull();
    expect(editionOf(null)).toBeNull();
  });
});
