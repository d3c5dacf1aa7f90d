import { describe, expect, it } from '@jest/globals';
import { PURCHASE_ORDER_FORM, defaultFormValues } from '@milestone/contracts/forms';
import { hasUnsavedEdits, submissionTitle, submissionValues } from './submissions.model.js';

const TODAY = '2026-12-07';
const line = { part: 'THHN-12', description: '12 AWG wire', quantity: 3, unit: 'roll', unitPrice: 89.99 };

describe('a submission reopened into the form', () => {
  it('takes the values it was submitted with, over the form’s defaults', () => {
    const values = submissionValues(
      PURCHASE_ORDER_FORM,
      { parameters: { dateCreated: '2026-11-20', formData: { poNumber: 'PO-1001', dateCreated: '2026-11-20', vendor: 'Graybar', lines: [line] } } },
      TODAY,
    );
    expect(values).toEqual({
      ...defaultFormValues(PURCHASE_ORDER_FORM, TODAY),
      poNumber: 'PO-1001',
      dateCreated: '2026-11-20',
      vendor: 'Graybar',
      lines: [line],
    });
    expect(values['orderType']).toBe('Special Order');
    expect(values['shipTo']).toBe('WAREHOUSE');
  });

  it('drops a value the form no longer has and a table that is not a list, and opens the defaults without stored values', () => {
    const values = submissionValues(PURCHASE_ORDER_FORM, { parameters: { formData: { poNumber: 'PO-7', gone: 'x', lines: 'three' } } }, TODAY);
    expect(values).not.toHaveProperty('gone');
    expect(values['lines']).toEqual(defaultFormValues(PURCHASE_ORDER_FORM, TODAY)['lines']);
    expect(submissionValues(PURCHASE_ORDER_FORM, { parameters: {} }, TODAY)).toEqual(defaultFormValues(PURCHASE_ORDER_FORM, TODAY));
  });

  it('is named by its PO number (the form’s first text field), else by its number', () => {
    expect(submissionTitle(PURCHASE_ORDER_FORM, { id: 5, parameters: { formData: { poNumber: ' PO-1001 ' } } })).toBe('PO-1001');
    expect(submissionTitle(PURCHASE_ORDER_FORM, { id: 5, parameters: { formData: {} } })).toBe('Submission #5');
  });
});

describe('unsaved edits', () => {
  it('are the values that differ from what the form last started from, whatever the order of their keys', () => {
    const base = { poNumber: 'PO-1', vendor: 'Graybar', lines: [line] };
    expect(hasUnsavedEdits({ lines: [line], vendor: 'Graybar', poNumber: 'PO-1' }, base)).toBe(false);
    expect(hasUnsavedEdits({ ...base, notes: '' }, base)).toBe(false);
    expect(hasUnsavedEdits({ ...base, vendor: 'Rexel' }, base)).toBe(true);
    expect(hasUnsavedEdits({ ...base, lines: [line, line] }, base)).toBe(true);
  });
});
