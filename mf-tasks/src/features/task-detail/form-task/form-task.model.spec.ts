import { describe, expect, it } from '@jest/globals';
import { PURCHASE_ORDER_FORM } from '@milestone/contracts/forms';
import {
  changedFieldNames,
  dateCreatedFieldOf,
  formOfTask,
  formStorageKey,
  initialValues,
  issueFieldName,
  keepValues,
  submitBody,
  todayIso,
  type KeyValueStorage,
} from './form-task.model.js';

function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

describe('form task model', () => {
  it('reads the form of a task config, and says why a wrong one cannot be shown', () => {
    expect(formOfTask({})).toBeNull();
    expect(formOfTask({ form: PURCHASE_ORDER_FORM })).toEqual({ ok: true, definition: PURCHASE_ORDER_FORM });
    expect(formOfTask({ form: { title: 'x', sections: [] } })).toEqual({ ok: false, message: 'The sections of the form must be a non-empty list' });
  });

  it('opens with the values kept for the task, over the defaults, and with the defaults when none are kept', () => {
    const storage = memoryStorage();
    expect(initialValues(PURCHASE_ORDER_FORM, storage, 7, '2026-12-07')).toMatchObject({
      shipTo: 'WAREHOUSE',
      orderType: 'Special Order',
      dateCreated: '2026-12-07',
    });
    keepValues(storage, 7, { vendor: 'Graybar', lines: [{ part: 'A' }], unknown: 1, shipTo: ['not text'] });
    const opened = initialValues(PURCHASE_ORDER_FORM, storage, 7, '2026-12-07');
    expect(opened).toMatchObject({ vendor: 'Graybar', lines: [{ part: 'A' }], shipTo: 'WAREHOUSE' });
    expect(opened).not.toHaveProperty('unknown');
    storage.items.set(formStorageKey(8), '{not json');
    expect(initialValues(PURCHASE_ORDER_FORM, storage, 8, '2026-12-07')['vendor']).toBeNull();
  });

  it("sends the dialog's date as dateCreated and the values as JSON text", () => {
    expect(dateCreatedFieldOf(PURCHASE_ORDER_FORM)).toBe('dateCreated');
    expect(submitBody(PURCHASE_ORDER_FORM, { dateCreated: '2026-12-07', vendor: 'V' })).toEqual({
      dateCreated: '2026-12-07',
      formData: '{"dateCreated":"2026-12-07","vendor":"V"}',
    });
    expect(submitBody(PURCHASE_ORDER_FORM, { dateCreated: null })).toEqual({ formData: '{"dateCreated":null}' });
  });

  it("names the fields a change touched, a line's cell by its line", () => {
    expect(changedFieldNames({ vendor: 'V', lines: [, { part: 'A' }] })).toEqual([['vendor'], ['lines', 1, 'part']]);
  });

  it("puts a line's issue on its cell", () => {
    expect(issueFieldName({ field: 'lines.unitPrice', row: 2, message: 'x' })).toEqual(['lines', 2, 'unitPrice']);
    expect(issueFieldName({ field: 'vendor', message: 'x' })).toEqual(['vendor']);
  });
});

describe(todayIso.name, () => {
  it("gives a new form Chicago's day, not the browser's or UTC's: 02:45 UTC on Dec 9 is Dec 8 there", () => {
    expect(todayIso(new Date('2026-12-09T02:45:00Z'))).toBe('2026-12-08');
    expect(todayIso(new Date('2026-12-09T15:00:00Z'))).toBe('2026-12-09');
  });

  it("fills the Purchase Order Template's Date Created with that day", () => {
    const today = todayIso(new Date('2026-12-09T02:45:00Z'));
    expect(initialValues(PURCHASE_ORDER_FORM, null, 1, today)[dateCreatedFieldOf(PURCHASE_ORDER_FORM)!]).toBe('2026-12-08');
  });
});
